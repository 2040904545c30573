import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { KeywordDataAnswer } from "@contract/keyword-data";
import { KeywordTool } from "@/features/keyword-tool";
import { changeLocale } from "@/i18n";
import { FunctionCallError } from "@/lib/call-function";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

const MEASURED: KeywordDataAnswer = {
  keyword: "desembrood",
  searchConsole: {
    status: "measured",
    period: { from: "2026-10-27", to: "2026-11-23" },
    query: { clicks: 12, impressions: 340, ctr: 12 / 340, position: 7.26 },
    related: [
      { key: "desembrood kopen utrecht", clicks: 5, impressions: 80, ctr: 5 / 80, position: 4.04 },
      { key: "wat kost desembrood", clicks: 0, impressions: 0, ctr: null, position: null },
    ],
  },
  provider: {
    status: "measured",
    volume: { keyword: "desembrood", searchVolume: 2900, competition: "LOW" },
    suggestions: [
      { keyword: "desembrood bestellen", searchVolume: 390, competition: "MEDIUM" },
      { keyword: "ambachtelijke desembrood", searchVolume: null, competition: null },
    ],
  },
  ideas: [],
};

const NOTHING_MEASURED: KeywordDataAnswer = {
  keyword: "desembrood",
  searchConsole: { status: "not-connected" },
  provider: { status: "not-configured" },
  ideas: ["desembrood prijs", "desembrood bestellen", "desembrood in Utrecht"],
};

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <KeywordTool />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, word: string) {
  await user.type(screen.getByLabelText("Zoekwoord"), word);
  await user.click(screen.getByRole("button", { name: "Bekijk cijfers" }));
}

const cells = (row: HTMLElement) => [
  within(row).getByRole("rowheader").textContent,
  ...within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent),
];

beforeEach(() => invoke.fn.mockReset());

describe("keyword insight tool", () => {
  it("cannot search for a blank word and stops at the keyword limit", async () => {
    const user = setup();
    const button = screen.getByRole("button", { name: "Bekijk cijfers" });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText("Zoekwoord"), "   ");
    expect(button).toBeDisabled();
    expect(screen.getByLabelText("Zoekwoord")).toHaveAttribute("maxLength", "60");
    expect(invoke.fn).not.toHaveBeenCalled();
  });

  it("asks the keyword-data function for the tidied word and shows only measured figures, with their source and period", async () => {
    invoke.fn.mockResolvedValue(MEASURED);
    const user = setup();
    await searchFor(user, "  desembrood ");
    expect(invoke.fn).toHaveBeenCalledWith("keyword-data", { keyword: "desembrood" });

    expect(
      await screen.findByRole("heading", { name: 'Cijfers voor "desembrood"' }),
    ).toBeInTheDocument();
    const volume = screen.getByTestId("keyword-tool-volume");
    expect(volume).toHaveTextContent("Zoekvolume: 2.900 per maand");
    expect(volume).toHaveTextContent(
      "Bron: Google Ads, gemiddelde van de afgelopen 12 maanden in Nederland.",
    );
    expect(volume).toHaveTextContent("Concurrentie in Google Ads: laag");

    expect(screen.getByTestId("keyword-tool-period")).toHaveTextContent(
      "Laatste 28 dagen met gegevens: 27 oktober t/m 23 november 2026.",
    );
    const figures = within(screen.getByTestId("keyword-tool-gsc"));
    expect(figures.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Klikken",
      "Vertoningen",
      "CTR",
      "Gemiddelde positie",
    ]);
    expect(figures.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      "12",
      "340",
      "3,5%",
      "7,3",
    ]);

    const related = screen.getByRole("table", { name: 'Jouw zoekopdrachten met "desembrood"' });
    expect(within(related).getAllByRole("row").slice(1).map(cells)).toEqual([
      ["desembrood kopen utrecht", "5", "80", "4,0"],
      ["wat kost desembrood", "0", "0", "niet gemeten"],
    ]);
    const suggestions = screen.getByRole("table", {
      name: 'Zoekwoordideeën uit Google Ads voor "desembrood"',
    });
    expect(within(suggestions).getAllByRole("row").slice(1).map(cells)).toEqual([
      ["desembrood bestellen", "390", "gemiddeld"],
      ["ambachtelijke desembrood", "niet beschikbaar", "niet beschikbaar"],
    ]);
    expect(screen.queryByText("Ideeën om over te schrijven")).not.toBeInTheDocument();
  });

  it("without a provider or Search Console: 'Zoekvolume: niet beschikbaar', a way to connect, and Dutch ideas without a single figure", async () => {
    invoke.fn.mockResolvedValue(NOTHING_MEASURED);
    const user = setup();
    await searchFor(user, "desembrood");
    const results = await screen.findByRole("region", { name: 'Cijfers voor "desembrood"' });
    expect(within(results).getByText("Zoekvolume: niet beschikbaar")).toBeInTheDocument();
    expect(
      within(results).getByText(
        "Er is geen bron voor zoekvolume gekoppeld, dus we tonen geen schatting.",
      ),
    ).toBeInTheDocument();
    expect(
      within(results).getByText(/Niet beschikbaar: koppel Google Search Console op je dashboard/),
    ).toBeInTheDocument();
    expect(within(results).getByRole("link", { name: "Naar je dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    const ideas = within(results).getByRole("region", { name: "Ideeën om over te schrijven" });
    expect(
      within(ideas)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["desembrood prijs", "desembrood bestellen", "desembrood in Utrecht"]);
    expect(
      within(ideas).getByText(
        "Dit zijn alleen ideeën: we hebben er niets over gemeten, dus er staan geen cijfers bij.",
      ),
    ).toBeInTheDocument();
    expect(results.textContent).not.toMatch(/\d/);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says when the provider could not answer and when the import has no data yet", async () => {
    invoke.fn.mockResolvedValue({
      ...NOTHING_MEASURED,
      searchConsole: { status: "no-data" },
      provider: { status: "unavailable" },
    });
    const user = setup();
    await searchFor(user, "desembrood");
    expect(await screen.findByText("Zoekvolume: niet beschikbaar")).toBeInTheDocument();
    expect(
      screen.getByText(
        "De bron voor zoekvolume gaf nu geen antwoord. Probeer het over een minuut opnieuw.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Nog niet opgehaald: zodra de eerste import uit Search Console klaar is, zie je hier je klikken en posities.",
      ),
    ).toBeInTheDocument();
  });

  it("says 'niet beschikbaar' when Google Ads has no volume for the keyword", async () => {
    invoke.fn.mockResolvedValue({
      ...MEASURED,
      provider: {
        status: "measured",
        volume: { keyword: "desembrood", searchVolume: null, competition: null },
        suggestions: [],
      },
    });
    const user = setup();
    await searchFor(user, "desembrood");
    const volume = await screen.findByTestId("keyword-tool-volume");
    expect(volume).toHaveTextContent(
      "Zoekvolume: niet beschikbaarGoogle Ads heeft geen zoekvolume voor dit zoekwoord.",
    );
    expect(volume).not.toHaveTextContent("Concurrentie");
  });

  it("shows the server's error, keeps the typed word and tries again", async () => {
    invoke.fn.mockRejectedValueOnce(
      new FunctionCallError("Een zoekwoord is hoogstens 60 tekens.", 400, false),
    );
    const user = setup();
    await searchFor(user, "desembrood");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "De cijfers konden niet worden opgehaald: Een zoekwoord is hoogstens 60 tekens.",
    );
    expect(screen.getByLabelText("Zoekwoord")).toHaveValue("desembrood");
    invoke.fn.mockResolvedValueOnce(MEASURED);
    await user.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByText("Zoekvolume: 2.900 per maand")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(invoke.fn).toHaveBeenCalledTimes(2);
  });
});

describe("keyword insight tool in English", () => {
  it("labels the tool and writes its figures and period the British way", async () => {
    await act(() => changeLocale("en"));
    try {
      invoke.fn.mockResolvedValue({
        ...MEASURED,
        searchConsole: {
          ...MEASURED.searchConsole,
          query: { clicks: 1234, impressions: 56789, ctr: 1234 / 56789, position: 7.26 },
        },
      });
      const user = setup();
      expect(screen.getByRole("region", { name: "Keyword insights" })).toBeInTheDocument();
      const field = screen.getByLabelText("Keyword");
      expect(field).toHaveAttribute("placeholder", "e.g. bakery");
      await user.type(field, "desembrood");
      await user.click(screen.getByRole("button", { name: "Show figures" }));

      expect(
        await screen.findByRole("heading", { name: 'Figures for "desembrood"' }),
      ).toBeInTheDocument();
      const volume = screen.getByTestId("keyword-tool-volume");
      expect(volume).toHaveTextContent("Search volume: 2,900 per month");
      expect(volume).toHaveTextContent("Competition in Google Ads: low");
      expect(screen.getByTestId("keyword-tool-period")).toHaveTextContent(
        "Last 28 days with data: 27 October – 23 November 2026.",
      );
      const figures = within(screen.getByTestId("keyword-tool-gsc"));
      expect(figures.getAllByRole("term").map((term) => term.textContent)).toEqual([
        "Clicks",
        "Impressions",
        "CTR",
        "Average position",
      ]);
      expect(figures.getAllByRole("definition").map((value) => value.textContent)).toEqual([
        "1,234",
        "56,789",
        "2.2%",
        "7.3",
      ]);
      const suggestions = screen.getByRole("table", {
        name: 'Keyword ideas from Google Ads for "desembrood"',
      });
      expect(within(suggestions).getAllByRole("row").slice(1).map(cells)).toEqual([
        ["desembrood bestellen", "390", "medium"],
        ["ambachtelijke desembrood", "not available", "not available"],
      ]);
    } finally {
      await act(() => changeLocale("nl"));
    }
  });
});
