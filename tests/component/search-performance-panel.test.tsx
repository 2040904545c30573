import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type {
  PerformanceOverview,
  SearchPerformanceAnswer,
} from "@contract/search-performance-overview";
import { changeLocale } from "@/i18n";
import { FunctionCallError } from "@/lib/call-function";
import { PerformancePanel } from "@/features/search-console/customer-area";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  callFunction: invoke.fn,
}));

const DONE = {
  lastImportAt: "2026-10-31T06:00:00.000Z",
  lastError: null,
  backfillComplete: true,
  backfillPercent: 100,
};

const OVERVIEW: PerformanceOverview = {
  period: { from: "2026-10-01", to: "2026-10-28" },
  previousPeriod: { from: "2026-09-03", to: "2026-09-30" },
  totals: { clicks: 1234, impressions: 56789, ctr: 1234 / 56789, position: 12.34 },
  previousTotals: { clicks: 1097, impressions: 60000, ctr: 1097 / 60000, position: 14.04 },
  change: {
    clicksPercent: 12.49,
    impressionsPercent: -5.35,
    ctrPoints: 0.345,
    positionPlaces: 1.7,
  },
  daily: Array.from({ length: 28 }, (_, i) => ({
    day: `2026-10-${String(i + 1).padStart(2, "0")}`,
    clicks: 40 + i,
    impressions: 2000 + i,
  })),
  topQueries: [
    {
      query: "desembrood utrecht",
      clicks: 120,
      impressions: 900,
      position: 3.2,
      previousPosition: 4.5,
      positionChange: 1.3,
    },
    {
      query: "taart bestellen",
      clicks: 80,
      impressions: 1500,
      position: 9.25,
      previousPosition: 7,
      positionChange: -2.25,
    },
    {
      query: "glutenvrij brood",
      clicks: 12,
      impressions: 300,
      position: 15,
      previousPosition: null,
      positionChange: null,
    },
  ],
  posts: [
    {
      id: "p1",
      title: "Zo bak je desembrood",
      url: "https://www.bakkerijdevries.nl/blog/desembrood/",
      publishedAt: "2026-10-05T08:00:00.000Z",
      clicks: 1520,
      impressions: 20311,
    },
    {
      id: "p2",
      title: "Taart voor een verjaardag",
      url: null,
      publishedAt: "2026-10-12T08:00:00.000Z",
      clicks: null,
      impressions: null,
    },
    {
      id: "p3",
      title: "Brood bewaren",
      url: "https://www.bakkerijdevries.nl/blog/brood-bewaren/",
      publishedAt: "2026-10-20T08:00:00.000Z",
      clicks: null,
      impressions: null,
    },
  ],
};

function serve(answer: SearchPerformanceAnswer | (() => never)) {
  invoke.fn.mockImplementation(async (name: string, _body: unknown, call?: { method?: string }) => {
    if (call?.method === "GET" && name === "search-console/performance") {
      return typeof answer === "function" ? answer() : answer;
    }
    throw new Error(`unexpected call ${name}`);
  });
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PerformancePanel />
    </QueryClientProvider>,
  );
}

const panel = () => screen.getByRole("region", { name: "Resultaten uit Google" });

describe("Resultaten uit Google", () => {
  it("shows a loading skeleton first, then the period in Dutch dates", async () => {
    serve({ status: "ready", import: DONE, overview: OVERVIEW });
    renderPanel();
    expect(screen.getByRole("status")).toHaveTextContent("Je resultaten uit Google laden…");
    expect(
      await within(panel()).findByText("Laatste 28 dagen met gegevens: 1 t/m 28 oktober 2026"),
    ).toBeInTheDocument();
    expect(within(panel()).getByText("Vergeleken met 3 t/m 30 september 2026")).toBeInTheDocument();
  });

  it("four figure tiles with their change, spoken in full to screen readers", async () => {
    serve({ status: "ready", import: DONE, overview: OVERVIEW });
    renderPanel();
    const tiles = await screen.findByTestId("performance-tiles");
    const tile = (label: string) => within(tiles).getByText(label).parentElement!;
    expect(tile("Klikken")).toHaveTextContent(
      "Klikken1.234↑ 12,5%12,5% meer dan de 28 dagen ervoor.",
    );
    expect(tile("Vertoningen")).toHaveTextContent(
      "Vertoningen56.789↓ 5,4%5,4% minder dan de 28 dagen ervoor.",
    );
    expect(tile("Gem. CTR")).toHaveTextContent(
      "Gem. CTR2,2%↑ 0,3 pt0,3 procentpunt hoger dan de 28 dagen ervoor.",
    );
    expect(tile("Gem. positie")).toHaveTextContent(
      "Gem. positie12,3↑ 1,71,7 plaatsen hoger dan de 28 dagen ervoor.",
    );
    expect(within(tiles).getAllByText("↑ 12,5%")[0]).toHaveAttribute("aria-hidden", "true");
  });

  it("without a period before: 'geen vergelijking', and 'niet gemeten' without impressions", async () => {
    serve({
      status: "ready",
      import: DONE,
      overview: {
        ...OVERVIEW,
        totals: { clicks: 0, impressions: 0, ctr: null, position: null },
        change: {
          clicksPercent: null,
          impressionsPercent: null,
          ctrPoints: null,
          positionPlaces: null,
        },
      },
    });
    renderPanel();
    const tiles = await screen.findByTestId("performance-tiles");
    expect(within(tiles).getAllByText("niet gemeten")).toHaveLength(2);
    expect(within(tiles).getAllByText("geen vergelijking")).toHaveLength(4);
    expect(
      within(tiles).getAllByText("Geen vergelijking: de 28 dagen ervoor hadden geen gegevens."),
    ).toHaveLength(4);
  });

  it("the chart's figures are in a table under 'Toon de cijfers per dag'; without a canvas it says so", async () => {
    // jsdom has no 2D canvas: the chart itself is drawn and named in the e2e test.
    serve({ status: "ready", import: DONE, overview: OVERVIEW });
    renderPanel();
    const chart = await screen.findByTestId("performance-chart");
    expect(await within(chart).findByRole("status")).toHaveTextContent(
      "De grafiek kon niet worden geladen; de cijfers per dag staan in de tabel.",
    );
    await userEvent.click(within(chart).getByText("Toon de cijfers per dag"));
    const table = within(chart).getByRole("table", { name: "Klikken en vertoningen per dag" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(29);
    expect(rows[0]!.textContent).toBe("DagKlikkenVertoningen");
    expect(rows[1]!.textContent).toBe("1 oktober 2026402.000");
    expect(rows[28]!.textContent).toBe("28 oktober 2026672.027");
  });

  it("top queries with position and change; a new query says 'nieuw', never a position before", async () => {
    serve({ status: "ready", import: DONE, overview: OVERVIEW });
    renderPanel();
    const section = await screen.findByRole("region", { name: "Top zoekopdrachten" });
    const rows = within(section).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "desembrood utrecht1209003,2↑ 1,31,3 plaatsen hoger dan de 28 dagen ervoor.",
      "taart bestellen801.5009,3↓ 2,32,3 plaatsen lager dan de 28 dagen ervoor.",
      "glutenvrij brood1230015,0nieuwNieuw: in de 28 dagen ervoor niet gevonden.",
    ]);
  });

  it("our posts with clicks since publication, or why there are none", async () => {
    serve({ status: "ready", import: DONE, overview: OVERVIEW });
    renderPanel();
    const section = await screen.findByRole("region", { name: "Jouw blogposts in Google" });
    const items = within(section).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Zo bak je desembroodGepubliceerd op 5 oktober 20261.520 klikken · 20.311 vertoningen",
      "Taart voor een verjaardagGepubliceerd op 12 oktober 2026Geen link naar de blogpost bekend, dus we kunnen hem niet in Google terugvinden.",
      "Brood bewarenGepubliceerd op 20 oktober 2026Nog geen klikken of vertoningen in Google gemeten.",
    ]);
    expect(within(items[0]!).getByRole("link", { name: "Zo bak je desembrood" })).toHaveAttribute(
      "href",
      "https://www.bakkerijdevries.nl/blog/desembrood/",
    );
    expect(within(items[1]!).queryByRole("link")).toBeNull();
  });

  it("no posts and no queries yet say so", async () => {
    serve({ status: "ready", import: DONE, overview: { ...OVERVIEW, topQueries: [], posts: [] } });
    renderPanel();
    expect(await screen.findByText("Nog geen zoekopdrachten in deze periode.")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Nog geen gepubliceerde blogposts. Zodra we er een publiceren, zie je hier hoe hij het doet.",
      ),
    ).toBeInTheDocument();
  });

  it("while the import starts or runs: how far it is, and a failure in the card's words", async () => {
    serve({ status: "importing", import: null });
    const first = renderPanel();
    expect(
      await screen.findByText(
        "We halen je gegevens op bij Google. Je resultaten verschijnen hier zodra dat klaar is.",
      ),
    ).toBeInTheDocument();
    first.unmount();

    serve({
      status: "importing",
      import: {
        ...DONE,
        backfillComplete: false,
        backfillPercent: 40,
        lastError: "Google gaf een fout (503).",
      },
    });
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Laatste import mislukt: Google gaf een fout (503).",
    );
    expect(
      screen.getByText(
        "Gegevens van de afgelopen 16 maanden ophalen: 40%. Je resultaten verschijnen hier zodra dat klaar is.",
      ),
    ).toBeInTheDocument();
  });

  it("imported without data: says Google has none yet", async () => {
    serve({ status: "no_data", import: DONE });
    renderPanel();
    expect(
      await screen.findByText(
        "Google heeft nog geen gegevens voor je website. Nieuwe websites verschijnen meestal binnen een paar dagen in Search Console.",
      ),
    ).toBeInTheDocument();
  });

  it("is not shown without a working connection or property: the card is the way in", async () => {
    for (const answer of [
      { status: "not_connected" },
      { status: "broken", error: "x" },
      { status: "no_property" },
    ] as SearchPerformanceAnswer[]) {
      serve(answer);
      const view = renderPanel();
      await waitFor(() => expect(invoke.fn).toHaveBeenCalled());
      await waitFor(() => expect(screen.queryByRole("region")).toBeNull());
      view.unmount();
      invoke.fn.mockClear();
    }
  });

  it("a failed load says so and tries again on request", async () => {
    serve(() => {
      throw new FunctionCallError("Serverfout", 503, false);
    });
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Je resultaten uit Google konden niet worden geladen.",
    );
    serve({ status: "no_data", import: DONE });
    await userEvent.click(screen.getByRole("button", { name: "Opnieuw proberen" }));
    expect(await screen.findByText(/Google heeft nog geen gegevens/)).toBeInTheDocument();
  });
});

describe("Results from Google, in English", () => {
  afterEach(async () => {
    await changeLocale("nl");
  });

  it("writes periods, figures, changes and the tables the English way", async () => {
    await changeLocale("en");
    serve({ status: "ready", import: DONE, overview: OVERVIEW });
    renderPanel();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your results from Google…");
    const english = () => screen.getByRole("region", { name: "Results from Google" });
    expect(
      await within(english()).findByText("Last 28 days with data: 1 to 28 October 2026"),
    ).toBeInTheDocument();
    expect(within(english()).getByText("Compared with 3 to 30 September 2026")).toBeInTheDocument();

    const tiles = screen.getByTestId("performance-tiles");
    const tile = (label: string) => within(tiles).getByText(label).parentElement!;
    expect(tile("Clicks")).toHaveTextContent(
      "Clicks1,234↑ 12.5%12.5% more than the 28 days before.",
    );
    expect(tile("Impressions")).toHaveTextContent(
      "Impressions56,789↓ 5.4%5.4% fewer than the 28 days before.",
    );
    expect(tile("Avg. CTR")).toHaveTextContent(
      "Avg. CTR2.2%↑ 0.3 pt0.3 percentage points higher than the 28 days before.",
    );
    expect(tile("Avg. position")).toHaveTextContent(
      "Avg. position12.3↑ 1.71.7 places higher than the 28 days before.",
    );

    const chart = screen.getByTestId("performance-chart");
    expect(chart.querySelector("figcaption")).toHaveTextContent(/^Clicks and impressions per day$/);
    await userEvent.click(within(chart).getByText("Show the figures per day"));
    const daily = within(chart).getByRole("table", { name: "Clicks and impressions per day" });
    expect(within(daily).getAllByRole("row")[1]).toHaveTextContent("1 October 2026402,000");

    const queries = screen.getByRole("region", { name: "Top queries" });
    expect(within(queries).getAllByRole("row")[0]).toHaveTextContent(
      "QueryClicksImpressionsPositionChange",
    );
    expect(within(queries).getAllByRole("row")[3]).toHaveTextContent(
      "glutenvrij brood1230015.0newNew: not found in the 28 days before.",
    );

    const posts = screen.getByRole("region", { name: "Your blog posts in Google" });
    expect(within(posts).getByTestId("post-clicks")).toHaveTextContent(
      "Published on 5 October 2026",
    );
    expect(within(posts).getByText("1,520 clicks")).toBeInTheDocument();
    expect(
      within(posts).getByText("No link to the blog post is known, so we cannot find it in Google."),
    ).toBeInTheDocument();
  });

  it("says in English that the import is still running", async () => {
    await changeLocale("en");
    serve({
      status: "importing",
      import: { ...DONE, backfillComplete: false, backfillPercent: 25 },
    });
    renderPanel();
    expect(
      await screen.findByText(
        "Fetching the last 16 months of data: 25%. Your results appear here once that is done.",
      ),
    ).toBeInTheDocument();
  });
});
