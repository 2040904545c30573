import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteFactList } from "@contract/site-fact-review";
import type { SiteFact } from "@contract/site-facts";
import { SiteFactReview } from "@/features/onboarding/customer-area";
import { changeLocale } from "@/i18n";
import { FunctionCallError } from "@/lib/call-function";
import { ORIGIN, siteFactsOf } from "../unit/facts/site-facts-support";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

// The installer fixture's facts as a scan stores them.
const FACTS = siteFactsOf("installateur");
const SCAN = { siteUrl: `${ORIGIN}/`, finishedAt: "2026-11-20T09:30:00.000Z" };
const TRAVEL = FACTS.find((fact) => fact.name === "Voorrijkosten")!;
const PLACES = FACTS.filter((fact) => fact.kind === "place");
/** What the list shows before any group is opened: at most five per kind. */
const FIRST_SHOWN = [...new Set(FACTS.map((fact) => fact.kind))]
  .map((kind) => Math.min(5, FACTS.filter((fact) => fact.kind === kind).length))
  .reduce((sum, count) => sum + count, 0);

function renderReview() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SiteFactReview />
    </QueryClientProvider>,
  );
}

/** Answers GET with `list` and PATCH like the function does; records every call. */
function serve(list: SiteFactList, patch?: (input: { id: string; hidden: boolean }) => unknown) {
  let current = list;
  invoke.fn.mockImplementation(
    async (name: string, body: unknown, options?: { method?: string }) => {
      if (name !== "site-facts") throw new Error(`unexpected call ${name}`);
      if (options?.method === "GET") return current;
      const input = body as { id: string; hidden: boolean };
      if (patch) return patch(input);
      const fact: SiteFact = { ...current.facts.find((known) => known.id === input.id)!, ...input };
      current = {
        ...current,
        facts: current.facts.map((known) => (known.id === fact.id ? fact : known)),
      };
      return { fact };
    },
  );
}

beforeEach(() => {
  invoke.fn.mockReset();
});

describe("Wat we op je site vonden", () => {
  it("lists the latest scan's facts by kind, each with the page it was found on", async () => {
    serve({ scan: SCAN, facts: FACTS });
    renderReview();
    expect(
      screen.getByRole("heading", { level: 2, name: "Wat we op je site vonden" }),
    ).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("Feiten van je website laden…");

    const prices = await screen.findByRole("region", { name: /^Prijzen \(\d+\)$/ });
    const priceCount = FACTS.filter((fact) => fact.kind === "price").length;
    expect(within(prices).getByRole("heading", { level: 3 })).toHaveTextContent(
      `Prijzen (${priceCount})`,
    );
    const travel = within(prices)
      .getAllByTestId("site-fact")
      .find((item) => item.textContent?.includes("Voorrijkosten: € 45,00"))!;
    const page = within(travel).getByRole("link", {
      name: "Tarieven | Van Dijk Installatietechniek",
    });
    expect(page).toHaveAttribute("href", `${ORIGIN}/tarieven`);
    expect(page).toHaveAttribute("rel", "noopener noreferrer");
    expect(
      screen.getByText(`Gevonden bij de scan van ${ORIGIN}/ op 20 november 2026.`, {
        exact: false,
      }),
    ).toBeVisible();
    expect(screen.getByText(`${FACTS.length} feiten.`, { exact: false })).toBeVisible();

    // Every kind the site has gets its own group, in the contract's order.
    const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings[0]).toMatch(/^Producten en diensten \(\d+\)$/);
    expect(headings).toContain(
      `Veelgestelde vragen (${FACTS.filter((fact) => fact.kind === "faq").length})`,
    );
    const faq = FACTS.find((fact) => fact.kind === "faq")!;
    expect(screen.getByText(faq.question!)).toBeVisible();
    expect(screen.getByText(faq.answer!)).toBeVisible();
  });

  it("shows five facts of a long kind, then all of them, then five again", async () => {
    expect(PLACES.length).toBeGreaterThan(5);
    serve({ scan: SCAN, facts: FACTS });
    const user = userEvent.setup();
    renderReview();
    const places = await screen.findByRole("region", {
      name: `Plaatsen en werkgebied (${PLACES.length})`,
    });
    expect(within(places).getAllByTestId("site-fact")).toHaveLength(5);
    const more = within(places).getByRole("button", { name: `Toon alle ${PLACES.length}` });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(more).toHaveAttribute("aria-controls", within(places).getByRole("list").id);

    await user.click(more);
    expect(within(places).getAllByTestId("site-fact")).toHaveLength(PLACES.length);
    const fewer = within(places).getByRole("button", { name: "Toon minder" });
    expect(fewer).toHaveAttribute("aria-expanded", "true");
    await user.click(fewer);
    expect(within(places).getAllByTestId("site-fact")).toHaveLength(5);
    // A short kind has no such button.
    const marks = screen.getByRole("region", { name: /^Keurmerken en erkenningen \([1-5]\)$/ });
    expect(within(marks).queryByRole("button", { name: /^Toon/ })).toBeNull();
  });

  it("hides a fact, says so, and shows it again", async () => {
    serve({ scan: SCAN, facts: FACTS });
    const user = userEvent.setup();
    renderReview();
    await user.click(
      await screen.findByRole("button", { name: "Verbergen: Voorrijkosten: € 45,00" }),
    );

    expect(invoke.fn).toHaveBeenCalledWith(
      "site-facts",
      { id: TRAVEL.id, hidden: true },
      { method: "PATCH" },
    );
    const show = await screen.findByRole("button", { name: "Tonen: Voorrijkosten: € 45,00" });
    const item = show.closest("li")!;
    expect(item).toHaveAttribute("data-hidden", "true");
    expect(within(item).getByText("Verborgen")).toBeVisible();
    expect(screen.getByTestId("site-facts-live")).toHaveTextContent(
      "Verborgen: Voorrijkosten: € 45,00. Dit feit gebruiken we niet meer in je blogs.",
    );
    expect(
      screen.getByText(`${FACTS.length} feiten, waarvan 1 verborgen.`, { exact: false }),
    ).toBeVisible();

    await user.click(show);
    expect(
      await screen.findByRole("button", { name: "Verbergen: Voorrijkosten: € 45,00" }),
    ).toBeVisible();
    expect(screen.getByTestId("site-facts-live")).toHaveTextContent(
      "Weer zichtbaar: Voorrijkosten: € 45,00. Dit feit kan weer in je blogs komen.",
    );
    expect(screen.getByText(`${FACTS.length} feiten.`, { exact: false })).toBeVisible();
  });

  it("shows the server's reason when hiding fails and fetches the list again", async () => {
    serve({ scan: SCAN, facts: FACTS }, () => {
      throw new FunctionCallError("Dit feit bestaat niet (meer). Ververs de lijst.", 404, false);
    });
    const user = userEvent.setup();
    renderReview();
    await user.click(
      await screen.findByRole("button", { name: "Verbergen: Voorrijkosten: € 45,00" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Dat lukte niet: Dit feit bestaat niet (meer). Ververs de lijst.",
    );
    await waitFor(() =>
      expect(
        invoke.fn.mock.calls.filter(([, , options]) => options?.method === "GET"),
      ).toHaveLength(2),
    );
    expect(screen.getByRole("button", { name: "Verbergen: Voorrijkosten: € 45,00" })).toBeEnabled();
  });

  it("says what to expect before the first scan and when the site shows no facts", async () => {
    serve({ scan: null, facts: [] });
    renderReview();
    expect(
      await screen.findByText(
        "Zodra de eerste scan van je website klaar is, zie je hier welke producten, prijzen, openingstijden en andere feiten we erop vonden.",
      ),
    ).toBeVisible();
  });

  it("points to the profile when the scan found nothing", async () => {
    serve({ scan: SCAN, facts: [] });
    renderReview();
    expect(
      await screen.findByText(
        "We vonden op je website geen producten, prijzen, openingstijden of andere feiten die we in blogs kunnen gebruiken. Vul hierboven je beschrijving en je producten of diensten in: die gebruiken we dan.",
      ),
    ).toBeVisible();
    expect(screen.queryAllByTestId("site-fact")).toHaveLength(0);
  });

  it("offers a retry when the list cannot be loaded", async () => {
    invoke.fn.mockRejectedValueOnce(
      new FunctionCallError("Unexpected answer from site-facts", null, false),
    );
    invoke.fn.mockResolvedValueOnce({ scan: SCAN, facts: FACTS });
    const user = userEvent.setup();
    renderReview();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "De feiten van je website konden niet worden geladen.",
    );
    await user.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findAllByTestId("site-fact")).toHaveLength(FIRST_SHOWN);
  });
});

describe("What we found on your site, in English", () => {
  afterEach(() => changeLocale("nl"));

  it("names the kinds, the scan and the actions in English", async () => {
    await changeLocale("en");
    serve({ scan: SCAN, facts: FACTS });
    const user = userEvent.setup();
    renderReview();
    expect(
      screen.getByRole("heading", { level: 2, name: "What we found on your site" }),
    ).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your website's facts…");
    const places = await screen.findByRole("region", {
      name: `Places and service area (${PLACES.length})`,
    });
    expect(
      within(places).getByRole("button", { name: `Show all ${PLACES.length}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Found in the scan of ${ORIGIN}/ on 20 November 2026.`, { exact: false }),
    ).toBeVisible();
    expect(screen.getByText(`${FACTS.length} facts.`, { exact: false })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Hide: Voorrijkosten: € 45,00" }));
    const show = await screen.findByRole("button", { name: "Show: Voorrijkosten: € 45,00" });
    expect(within(show.closest("li")!).getByText("Hidden")).toBeVisible();
    expect(screen.getByTestId("site-facts-live")).toHaveTextContent(
      "Hidden: Voorrijkosten: € 45,00. We no longer use this fact in your blogs.",
    );
    expect(
      screen.getByText(`${FACTS.length} facts, of which 1 hidden.`, { exact: false }),
    ).toBeVisible();
  });

  it("says what to expect before the first scan", async () => {
    await changeLocale("en");
    serve({ scan: null, facts: [] });
    renderReview();
    expect(
      await screen.findByText(
        "As soon as the first scan of your website is done, you will see here which products, prices, opening hours and other facts we found on it.",
      ),
    ).toBeVisible();
  });
});
