import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CustomerKeywords } from "@/features/keyword-tool/customer-area";
import { changeLocale } from "@/i18n";
import { FunctionCallError } from "@/lib/call-function";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

const KEYWORD = {
  keyword: "cv-ketel vervangen",
  sources: ["profile", "post"],
  inTitle: true,
  inHeading: false,
  inUrl: null,
  posts: 2,
  volume: null,
  searchConsole: null,
};

const PERIOD = { from: "2026-10-27", to: "2026-11-23" };

/** The list as the content function answers it, not connected to Search Console by default. */
function answer(overrides: Record<string, unknown> = {}) {
  return {
    keywords: [KEYWORD],
    reportDate: null,
    searchConsole: "not-connected",
    period: null,
    ...overrides,
  };
}

function cellsOf(keyword: string) {
  const row = within(screen.getByTestId("customer-keywords")).getByRole("row", {
    name: new RegExp(keyword),
  });
  return within(row)
    .getAllByRole("cell")
    .map((cell) => [cell.textContent, cell.getAttribute("colspan")]);
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <CustomerKeywords />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => invoke.fn.mockReset());

describe("/seo-helper: Jouw zoekwoorden", () => {
  it("shows what was measured and, not connected, asks to connect Search Console", async () => {
    invoke.fn.mockResolvedValue(answer());
    renderList();
    await screen.findByTestId("customer-keywords");
    expect(cellsOf("cv-ketel vervangen")).toEqual([
      ["Bedrijfsprofiel, Artikel", null],
      ["Ja", null],
      ["Nee", null],
      ["Niet gemeten", null],
      ["2", null],
      ["Zoekvolume: niet beschikbaar", null],
      ["Koppel Search Console", "4"],
    ]);
    expect(screen.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Zoekwoord",
      "Bron",
      "In titel",
      "In kop",
      "In URL",
      "Artikelen",
      "Zoekvolume",
      "Positie",
      "Vertoningen",
      "Klikken",
      "CTR",
    ]);
    expect(
      screen.getByText(
        "Nog geen rapport: zodra je eerste scan klaar is, zie je hier waar je zoekwoorden staan.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /^Koppel Google Search Console om per zoekwoord je echte positie, vertoningen, klikken en CTR in Google te zien\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Koppel Google Search Console" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    expect(invoke.fn).toHaveBeenCalledWith("content?view=keywords", undefined, { method: "GET" });
  });

  it("shows Google's position, impressions, clicks and CTR for the stated period", async () => {
    invoke.fn.mockResolvedValue(
      answer({
        searchConsole: "connected",
        period: PERIOD,
        keywords: [
          {
            ...KEYWORD,
            searchConsole: { clicks: 1234, impressions: 56789, ctr: 1234 / 56789, position: 4.26 },
          },
          { ...KEYWORD, keyword: "warmtepomp kosten", sources: ["post"], searchConsole: null },
        ],
      }),
    );
    renderList();
    await screen.findByTestId("customer-keywords");
    expect(cellsOf("cv-ketel vervangen").slice(6)).toEqual([
      ["4,3", null],
      ["56.789", null],
      ["1.234", null],
      ["2,2%", null],
    ]);
    expect(cellsOf("warmtepomp kosten").slice(6)).toEqual([["Geen vertoningen in Google", "4"]]);
    expect(screen.getByTestId("customer-keywords-period")).toHaveTextContent(
      "Positie, vertoningen, klikken en CTR in Google over 27 oktober t/m 23 november 2026 (Google Search Console).",
    );
    expect(screen.queryByRole("link", { name: "Koppel Google Search Console" })).toBeNull();
    // Eleven columns scroll sideways on a phone: in a region the keyboard can reach.
    const region = screen.getByRole("region", { name: "Jouw zoekwoorden en wat er gemeten is" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(within(region).getByTestId("customer-keywords")).toBeTruthy();
  });

  it("says the figures are being imported right after connecting", async () => {
    invoke.fn.mockResolvedValue(answer({ searchConsole: "importing" }));
    renderList();
    await screen.findByTestId("customer-keywords");
    expect(cellsOf("cv-ketel vervangen").slice(6)).toEqual([["Wordt geïmporteerd", "4"]]);
    expect(
      screen.getByText(
        "Je gegevens uit Google Search Console worden geïmporteerd. Kom over een paar minuten terug voor je posities, vertoningen en klikken.",
      ),
    ).toBeTruthy();
  });

  it("points to the business profile when there are no keywords yet", async () => {
    invoke.fn.mockResolvedValue(answer({ keywords: [] }));
    renderList();
    expect(
      await screen.findByText("Je hebt nog geen zoekwoorden. Voeg ze toe in je bedrijfsprofiel."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Naar bedrijfsprofiel" })).toHaveAttribute(
      "href",
      "/dashboard/profile",
    );
  });

  it("says so when loading failed, and retries", async () => {
    invoke.fn.mockRejectedValueOnce(new FunctionCallError("Unexpected answer", 400, false));
    invoke.fn.mockResolvedValueOnce(answer());
    renderList();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Je zoekwoorden konden niet worden geladen.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    await waitFor(() => expect(screen.getByTestId("customer-keywords")).toBeTruthy());
  });
});

describe("/seo-helper: Your keywords (English)", () => {
  it("names the columns and reasons in English and writes figures and dates the British way", async () => {
    await act(() => changeLocale("en"));
    try {
      invoke.fn.mockResolvedValue(
        answer({
          searchConsole: "connected",
          period: PERIOD,
          reportDate: "2026-11-20T09:00:00.000Z",
          keywords: [
            {
              ...KEYWORD,
              searchConsole: {
                clicks: 1234,
                impressions: 56789,
                ctr: 1234 / 56789,
                position: 4.26,
              },
            },
            { ...KEYWORD, keyword: "warmtepomp kosten", sources: ["post"], searchConsole: null },
          ],
        }),
      );
      renderList();
      const table = await screen.findByTestId("customer-keywords");
      expect(screen.getByRole("heading", { name: "Your keywords" })).toBeInTheDocument();
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((th) => th.textContent),
      ).toEqual([
        "Keyword",
        "Source",
        "In title",
        "In heading",
        "In URL",
        "Articles",
        "Search volume",
        "Position",
        "Impressions",
        "Clicks",
        "CTR",
      ]);
      expect(cellsOf("cv-ketel vervangen")).toEqual([
        ["Business profile, Article", null],
        ["Yes", null],
        ["No", null],
        ["Not measured", null],
        ["2", null],
        ["Search volume: not available", null],
        ["4.3", null],
        ["56,789", null],
        ["1,234", null],
        ["2.2%", null],
      ]);
      expect(cellsOf("warmtepomp kosten").slice(6)).toEqual([["No impressions in Google", "4"]]);
      expect(screen.getByText("Measured in the report of 20 November 2026.")).toBeInTheDocument();
      expect(screen.getByTestId("customer-keywords-period")).toHaveTextContent(
        "Position, impressions, clicks and CTR in Google over 27 October – 23 November 2026 (Google Search Console).",
      );
      expect(
        screen.getByRole("region", { name: "Your keywords and what was measured" }),
      ).toBeInTheDocument();
    } finally {
      await act(() => changeLocale("nl"));
    }
  });
});
