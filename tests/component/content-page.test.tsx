import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentOverview } from "@contract/content";
import { getToastState, resetToastStore } from "@/components/ui/toast-store";
import { FunctionCallError } from "@/lib/call-function";
import { IDS, overview, post, renderContent, WRITTEN_FIELDS } from "./content-test-utils";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

/** What GET content answers now, and the answer (or error) of the next POST. */
let current: ContentOverview;
let onAction: (body: Record<string, unknown>) => unknown;

beforeEach(() => {
  invoke.fn.mockReset();
  current = overview();
  onAction = () => ({});
  invoke.fn.mockImplementation(async (name: string, body?: Record<string, unknown>) => {
    if (name !== "content") throw new Error(`unexpected call ${name}`);
    return body === undefined ? current : onAction(body);
  });
});
afterEach(() => {
  resetToastStore();
  vi.useRealTimers();
});

const overviewCalls = () => invoke.fn.mock.calls.filter(([, body]) => body === undefined).length;
const lastToast = () => getToastState().toasts[0];

describe("Content: states", () => {
  it("shows a skeleton while the overview loads", () => {
    invoke.fn.mockReturnValue(new Promise(() => {}));
    renderContent();
    expect(screen.getByRole("heading", { level: 1, name: "Content" })).toBeInTheDocument();
    expect(screen.getByTestId("content-loading")).toHaveTextContent("Contentkalender laden…");
  });

  it("says the calendar could not be loaded and tries again", async () => {
    invoke.fn.mockRejectedValueOnce(new FunctionCallError("HTTP error! Status: 503", 503, false));
    renderContent();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Je contentkalender kon niet worden geladen.");
    current = overview({ posts: [post({ id: IDS.planned })] });
    await userEvent.click(within(alert).getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByTestId("content-quota")).toHaveTextContent(
      "2 van 3 artikelen deze periode",
    );
  });

  it("shows the server's own words for a refused request", async () => {
    invoke.fn.mockRejectedValueOnce(new FunctionCallError("Ongeldig artikel-id.", 400, false));
    renderContent();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Ongeldig artikel-id\.Opnieuw proberen$/,
    );
  });

  it("asks for a plan first", async () => {
    current = overview({ plan: null, access: "none", period: null });
    renderContent();
    const blocked = await screen.findByTestId("content-blocked");
    expect(blocked).toHaveTextContent(
      "Kies eerst een abonnement om blogartikelen te laten schrijven.",
    );
    expect(within(blocked).getByRole("link", { name: "Kies een abonnement" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  it("after the subscription ended lists every written post to open, read-only, in one sentence", async () => {
    current = overview({
      plan: null,
      access: "read-only",
      period: null,
      posts: [
        post({ id: IDS.planned }),
        post({ id: IDS.draft, status: "draft", plannedFor: "2026-10-02", ...WRITTEN_FIELDS }),
        post({
          id: IDS.approved,
          status: "approved",
          plannedFor: "2026-11-02",
          ...WRITTEN_FIELDS,
          title: "Roggebrood",
        }),
      ],
    });
    renderContent();
    expect(await screen.findByTestId("subscription-ended")).toHaveTextContent(
      "Je abonnement is beëindigd: je rapporten en artikelen blijven van jou en kun je nog lezen en exporteren, maar nieuwe artikelen, scans en de API staan stil tot je weer een pakket kiest.Kies een pakket",
    );
    expect(screen.queryByTestId("content-blocked")).toBeNull();
    const list = screen.getByTestId("content-posts");
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Concept openen: Roggebrood", `/dashboard/content?id=${IDS.approved}`],
      [`Concept openen: ${WRITTEN_FIELDS.title}`, `/dashboard/content?id=${IDS.draft}`],
    ]);
    expect(screen.queryByRole("button", { name: /Nu schrijven|Ander onderwerp/ })).toBeNull();
  });

  it("asks for the business profile when the plan is there but the profile is not", async () => {
    current = overview({ profileCompleted: false, period: null });
    renderContent();
    const blocked = await screen.findByTestId("content-blocked");
    expect(blocked).toHaveTextContent(
      "Vul eerst je bedrijfsprofiel in, dan plannen we je artikelen.",
    );
    expect(within(blocked).getByRole("link", { name: "Bedrijfsprofiel invullen" })).toHaveAttribute(
      "href",
      "/onboarding",
    );
  });

  it("says what happens next when nothing is planned", async () => {
    current = overview({ period: { ...overview().period!, quota: 1, used: 0 }, writer: "ai" });
    renderContent();
    expect(await screen.findByTestId("content-empty")).toHaveTextContent(
      "Er staan nog geen artikelen gepland voor deze periode. Zodra je nieuwe periode begint, plannen we hier de artikelen van je pakket.",
    );
    expect(screen.getByTestId("content-quota")).toHaveTextContent(/^0 van 1 artikel deze periode$/);
    expect(screen.getByTestId("content-writer")).toHaveTextContent(/^Geschreven door AI$/);
  });
});

describe("Content: the calendar", () => {
  it("lists each post with its day, topic, keyword, Dutch status and score", async () => {
    current = overview({
      posts: [
        post({ id: IDS.failed, status: "failed", plannedFor: "2026-12-22", error: "Time-out." }),
        post({ id: IDS.planned, plannedFor: "2026-12-01" }),
        post({ id: IDS.writing, status: "writing", plannedFor: "2026-12-04" }),
        post({ id: IDS.draft, status: "draft", plannedFor: "2026-12-08", ...WRITTEN_FIELDS }),
        post({ id: IDS.approved, status: "approved", plannedFor: "2026-12-11", ...WRITTEN_FIELDS }),
        post({
          id: IDS.published,
          status: "published",
          plannedFor: "2026-12-15",
          ...WRITTEN_FIELDS,
        }),
      ],
    });
    renderContent();
    expect(await screen.findByRole("heading", { level: 2, name: "Contentkalender" })).toBeTruthy();
    expect(screen.getByTestId("content-quota")).toHaveTextContent(
      /^2 van 3 artikelen deze periode$/,
    );
    expect(screen.getByTestId("content-writer")).toHaveTextContent(
      /^Geschreven door de ingebouwde schrijver$/,
    );
    expect(screen.getByText(/^Periode /)).toHaveTextContent(
      "Periode 25 nov – 24 dec 2026 · Geschreven door de ingebouwde schrijver",
    );
    const rows = within(screen.getByTestId("content-posts")).getAllByRole("listitem");
    expect(rows.map((row) => row.getAttribute("data-testid"))).toEqual([
      `post-${IDS.planned}`,
      `post-${IDS.writing}`,
      `post-${IDS.draft}`,
      `post-${IDS.approved}`,
      `post-${IDS.published}`,
      `post-${IDS.failed}`,
    ]);
    expect(rows[0]).toHaveTextContent(
      "Gepland voor di 1 decDesembrood bakken voor beginnersFocuszoekwoord: desembroodGepland",
    );
    expect(rows[1]).toHaveTextContent("vr 4 dec");
    expect(rows[1]).toHaveTextContent("Wordt geschreven");
    expect(rows[2]).toHaveTextContent("Desembrood bakken: zo begin je");
    expect(rows[2]).toHaveTextContent("ConceptScore 86");
    expect(rows[3]).toHaveTextContent("GoedgekeurdScore 86");
    expect(rows[4]).toHaveTextContent("GepubliceerdScore 86");
    expect(rows[5]).toHaveTextContent("MisluktFout: Time-out.");
    // Topic actions only before writing; the editor link only once written.
    for (const index of [0, 5]) {
      expect(within(rows[index]!).getByRole("button", { name: "Nu schrijven" })).toBeEnabled();
      expect(within(rows[index]!).getByRole("button", { name: "Ander onderwerp" })).toBeEnabled();
    }
    expect(within(rows[1]!).queryByRole("button")).toBeNull();
    expect(
      within(rows[2]!).getByRole("link", {
        name: "Concept openen: Desembrood bakken: zo begin je",
      }),
    ).toHaveAttribute("href", `/dashboard/content?id=${IDS.draft}`);
    expect(within(rows[4]!).getByRole("link", { name: /^Artikel bekijken/ })).toBeTruthy();
  });

  it("shows a draft that needs review as 'Controle nodig' with its score, to open and fix", async () => {
    const id = "88888888-8888-4888-8888-888888888888";
    current = overview({
      posts: [
        post({ id, status: "review", plannedFor: "2026-12-08", ...WRITTEN_FIELDS, score: 60 }),
      ],
    });
    renderContent();
    const card = await screen.findByTestId(`post-${id}`);
    expect(card).toHaveTextContent("Controle nodigScore 60");
    expect(
      within(card).getByRole("link", { name: `Concept openen: ${WRITTEN_FIELDS.title}` }),
    ).toHaveAttribute("href", `/dashboard/content?id=${id}`);
    expect(within(card).queryByRole("button", { name: "Nu schrijven" })).toBeNull();
  });

  it("groups earlier periods' posts by period, collapsed", async () => {
    current = overview({
      posts: [
        post({ id: IDS.planned }),
        post({ id: IDS.earlier, status: "published", plannedFor: "2026-11-02", ...WRITTEN_FIELDS }),
        post({ id: IDS.failed, status: "failed", plannedFor: "2026-09-29", topic: "Oude fout" }),
      ],
    });
    renderContent();
    const section = await screen.findByRole("region", { name: "Eerdere periodes" });
    const groups = section.querySelectorAll("details");
    expect(Array.from(groups, (group) => group.querySelector("summary")?.textContent)).toEqual([
      "25 okt – 24 nov 2026 · 1 artikel",
      "25 sep – 24 okt 2026 · 1 artikel",
    ]);
    expect(groups[0]).not.toHaveAttribute("open");
    expect(within(groups[0] as HTMLElement).getByRole("link")).toHaveAttribute(
      "href",
      `/dashboard/content?id=${IDS.earlier}`,
    );
    expect(groups[1]).toHaveTextContent("di 29 sepOude foutMislukt");
  });
});

describe("Content: topics", () => {
  it("checks the topic form in Dutch and keeps what was typed when the server refuses", async () => {
    const user = userEvent.setup();
    current = overview({ posts: [post({ id: IDS.planned })] });
    renderContent();
    await user.click(await screen.findByRole("button", { name: "Onderwerp bewerken" }));
    const dialog = screen.getByRole("dialog", { name: "Onderwerp bewerken" });
    const topic = within(dialog).getByLabelText("Onderwerp");
    expect(topic).toHaveValue("Desembrood bakken voor beginners");
    expect(within(dialog).getByLabelText("Extra zoekwoorden")).toHaveValue(
      "zuurdesem, bakker utrecht",
    );
    await user.clear(topic);
    await user.type(topic, "ab");
    await user.clear(within(dialog).getByLabelText("Extra zoekwoorden"));
    await user.type(within(dialog).getByLabelText("Extra zoekwoorden"), "a, b, c, d, e, f");
    await user.clear(within(dialog).getByLabelText("Focuszoekwoord"));
    await user.type(within(dialog).getByLabelText("Focuszoekwoord"), "x");
    await user.click(within(dialog).getByRole("button", { name: "Opslaan" }));
    expect(dialog).toHaveTextContent("Een onderwerp heeft 3 tot 160 tekens.");
    expect(dialog).toHaveTextContent("Een zoekwoord heeft 2 tot 60 tekens.");
    expect(dialog).toHaveTextContent("Voeg hooguit 5 extra zoekwoorden toe.");
    expect(topic).toHaveAttribute("aria-invalid", "true");
    expect(invoke.fn).toHaveBeenCalledTimes(1);

    onAction = () => {
      throw new FunctionCallError(
        "Dit artikel is al geschreven; het onderwerp ligt vast.",
        409,
        false,
      );
    };
    await user.type(topic, "n nieuw onderwerp");
    await user.type(within(dialog).getByLabelText("Focuszoekwoord"), "yz");
    await user.clear(within(dialog).getByLabelText("Extra zoekwoorden"));
    await user.type(within(dialog).getByLabelText("Extra zoekwoorden"), "roggebrood,  spelt ");
    await user.click(within(dialog).getByRole("button", { name: "Opslaan" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Dit artikel is al geschreven; het onderwerp ligt vast.",
    );
    expect(lastToast()).toMatchObject({
      title: "Dat is niet gelukt",
      description: "Dit artikel is al geschreven; het onderwerp ligt vast.",
    });
    expect(topic).toHaveValue("abn nieuw onderwerp");
    expect(invoke.fn).toHaveBeenLastCalledWith(
      "content",
      {
        action: "update-topic",
        id: IDS.planned,
        topic: "abn nieuw onderwerp",
        focusKeyword: "xyz",
        secondaryKeywords: ["roggebrood", "spelt"],
      },
      { method: "POST" },
    );
  });

  it("saves a topic, closes the dialog and refreshes the calendar", async () => {
    const user = userEvent.setup();
    current = overview({ posts: [post({ id: IDS.planned })] });
    onAction = (body) => {
      current = overview({ posts: [post({ id: IDS.planned, topic: String(body.topic) })] });
      return { post: current.posts[0] };
    };
    renderContent();
    await user.click(await screen.findByRole("button", { name: "Onderwerp bewerken" }));
    const topic = screen.getByLabelText("Onderwerp");
    await user.clear(topic);
    await user.type(topic, "Roggebrood voor de lunch");
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(lastToast()).toMatchObject({ variant: "success", title: "Onderwerp opgeslagen" });
    expect(await screen.findByText("Roggebrood voor de lunch")).toBeInTheDocument();
  });

  it("swaps a topic", async () => {
    current = overview({ posts: [post({ id: IDS.planned })] });
    onAction = () => {
      current = overview({ posts: [post({ id: IDS.planned, topic: "Taart bestellen" })] });
      return { post: current.posts[0] };
    };
    renderContent();
    await userEvent.click(await screen.findByRole("button", { name: "Ander onderwerp" }));
    expect(await screen.findByText("Taart bestellen")).toBeInTheDocument();
    expect(invoke.fn).toHaveBeenCalledWith(
      "content",
      { action: "swap-topic", id: IDS.planned },
      { method: "POST" },
    );
    expect(lastToast()).toMatchObject({ title: "Nieuw onderwerp gekozen" });
  });

  it("shows the quota message when the server refuses to write", async () => {
    current = overview({ posts: [post({ id: IDS.planned })] });
    onAction = () => {
      throw new FunctionCallError(
        "Je hebt het aantal artikelen van je abonnement voor deze periode bereikt.",
        409,
        false,
      );
    };
    renderContent();
    await userEvent.click(await screen.findByRole("button", { name: "Nu schrijven" }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: "destructive",
        description: "Je hebt het aantal artikelen van je abonnement voor deze periode bereikt.",
      }),
    );
    expect(screen.getByTestId(`post-${IDS.planned}`)).not.toHaveTextContent("Wordt geschreven");
  });
});

describe("Content: write now", () => {
  it("sends write-now, says 'Wordt geschreven…' and polls every 3 s until the draft is there", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    current = overview({ posts: [post({ id: IDS.planned })] });
    // The job has not started yet: the server still says 'planned'.
    onAction = () => ({ post: current.posts[0] });
    renderContent();
    await user.click(await screen.findByRole("button", { name: "Nu schrijven" }));
    const card = screen.getByTestId(`post-${IDS.planned}`);
    await waitFor(() => expect(card).toHaveTextContent("Wordt geschreven…"));
    expect(within(card).queryByRole("button", { name: "Nu schrijven" })).toBeNull();
    expect(invoke.fn).toHaveBeenCalledWith(
      "content",
      { action: "write-now", id: IDS.planned },
      { method: "POST" },
    );
    expect(lastToast()).toMatchObject({ title: "Het artikel wordt nu geschreven" });
    await waitFor(() => expect(overviewCalls()).toBe(2)); // the invalidation after the action

    current = overview({ posts: [post({ id: IDS.planned, status: "writing" })] });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(overviewCalls()).toBe(3);
    await waitFor(() => expect(card).toHaveTextContent("Wordt geschreven"));

    current = overview({ posts: [post({ id: IDS.planned, status: "draft", ...WRITTEN_FIELDS })] });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(card).toHaveTextContent("ConceptScore 86"));
    expect(overviewCalls()).toBe(4);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(overviewCalls()).toBe(4);
  });

  it("stops polling after two minutes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    current = overview({ posts: [post({ id: IDS.writing, status: "writing" })] });
    renderContent();
    await screen.findByTestId(`post-${IDS.writing}`);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(overviewCalls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(130_000));
    const after = overviewCalls();
    expect(after).toBeGreaterThanOrEqual(40);
    expect(after).toBeLessThanOrEqual(42);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(overviewCalls()).toBe(after);
  });
});
