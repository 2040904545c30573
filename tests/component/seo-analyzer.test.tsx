import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { AnalysisResult } from "@contract/analyzer";
import { getToastState, resetToastStore } from "@/components/ui/toast-store";
import { AnalyzerSection } from "@/features/seo-analyzer";

const ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

function result(patch: Partial<AnalysisResult> = {}): AnalysisResult {
  return {
    id: ID,
    url: "https://bakkerij.nl",
    finalUrl: "https://bakkerij.nl/",
    analyzedAt: "2026-11-24T10:00:00.000Z",
    cached: false,
    overallScore: 75,
    metrics: {
      seoScore: 75,
      performanceScore: null,
      accessibilityScore: null,
      bestPracticesScore: null,
      pageSpeed: null,
    },
    source: { seo: "vindbaar", performance: null, accessibility: null, bestPractices: null },
    issues: [
      {
        type: "warning",
        text: "De pagina heeft geen beschrijving voor Google",
        why: "Google toont die beschrijving vaak onder je titel.",
        impact: "Hoog",
        auditId: "meta-description",
      },
      {
        type: "info",
        text: "De koppen op de pagina slaan een niveau over",
        impact: "Laag",
        auditId: "heading-order",
      },
    ],
    recommendations: ["Schrijf een unieke metabeschrijving van 150–160 tekens."],
    loadTime: 412,
    loadTimeSource: "html",
    pageSize: 12_345,
    pageSizeSource: "html",
    audits: {},
    pagespeed: { status: "unavailable", error: null },
    ...patch,
  };
}

const FULL = result({
  overallScore: 84,
  metrics: {
    seoScore: 83,
    performanceScore: 62,
    accessibilityScore: 91,
    bestPracticesScore: 100,
    pageSpeed: "2,4 s",
  },
  source: {
    seo: "pagespeed",
    performance: "pagespeed",
    accessibility: "pagespeed",
    bestPractices: "pagespeed",
  },
  loadTime: 2413,
  loadTimeSource: "speed-index",
  pageSize: 523_411,
  pageSizeSource: "total",
  pagespeed: { status: "done", error: null },
});

type Reply = { status: number; body: unknown };
let posts: Array<Record<string, unknown>>;
let gets: string[];
let fetchSpy: MockInstance;

function serve(
  post: () => Reply | Promise<Reply>,
  get: () => Reply = () => ({ status: 404, body: {} }),
) {
  fetchSpy.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === "GET") {
      gets.push(url);
      const reply = get();
      return Response.json(reply.body, { status: reply.status });
    }
    posts.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    const reply = await post();
    return Response.json(reply.body, { status: reply.status });
  });
}

beforeEach(() => {
  posts = [];
  gets = [];
  fetchSpy = vi.spyOn(globalThis, "fetch");
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetToastStore();
});

const lastToast = () => getToastState().toasts[0];

function setup() {
  const user = userEvent.setup({
    advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined),
  });
  render(<AnalyzerSection />);
  const input = screen.getByLabelText("Website-adres") as HTMLInputElement;
  const button = screen.getByRole("button", { name: "Analyseer" });
  return { user, input, button };
}

describe("the home page's SEO analyzer", () => {
  it("is a labelled section whose button stays disabled while the field is empty", async () => {
    const { user, input, button } = setup();
    expect(screen.getByRole("region", { name: "Hoe vindbaar is jouw website?" })).toHaveAttribute(
      "id",
      "seo-analyzer",
    );
    expect(button).toBeDisabled();
    await user.type(input, "   ");
    expect(button).toBeDisabled();
    await user.type(input, "a");
    expect(button).toBeEnabled();
  });

  it("refuses an address that is not a URL with the contract toast, and keeps it", async () => {
    serve(() => ({ status: 200, body: result() }));
    const { user, input } = setup();
    await user.type(input, "bak kerij{Enter}");
    expect(lastToast()).toMatchObject({
      variant: "destructive",
      title: "Ongeldige URL",
      description: "Voer een geldige website URL in (bijv. https://jouwbedrijf.nl)",
    });
    expect(posts).toEqual([]);
    expect(input.value).toBe("bak kerij");
  });

  it("prepends https://, shows progress, then the result with only SEO measured", async () => {
    let release: (reply: Reply) => void = () => {};
    serve(() => new Promise<Reply>((resolve) => (release = resolve)));
    const { user, input } = setup();
    await user.type(input, "bakkerij.nl{Enter}");
    await waitFor(() => expect(posts).toEqual([{ url: "https://bakkerij.nl" }]));
    expect(screen.getByRole("status")).toHaveTextContent(
      "De pagina wordt opgehaald en gecontroleerd…",
    );
    expect(screen.getByRole("button", { name: "Bezig met analyseren…" })).toBeDisabled();

    act(() => release({ status: 200, body: result() }));
    const card = await screen.findByTestId("analysis-result");
    expect(within(screen.getByTestId("category-seo")).getByText("75")).toBeTruthy();
    expect(screen.getByTestId("category-seo")).toHaveTextContent("Vindbaar-analyse");
    for (const key of ["performance", "accessibility", "bestPractices"]) {
      expect(screen.getByTestId(`category-${key}`)).toHaveTextContent("Niet gemeten");
    }
    expect(card).toHaveTextContent("Kan beter (75/100)");
    // The plain title with why it matters; an analysis stored before 'why' existed has none.
    expect(card).toHaveTextContent(
      "WaarschuwingDe pagina heeft geen beschrijving voor GoogleGoogle toont die beschrijving vaak onder je titel.Impact: Hoog",
    );
    expect(card).toHaveTextContent("InfoDe koppen op de pagina slaan een niveau overImpact: Laag");
    expect(card).toHaveTextContent("Schrijf een unieke metabeschrijving van 150–160 tekens.");
    expect(screen.getByTestId("load-time")).toHaveTextContent("412 ms");
    expect(screen.getByTestId("page-size")).toHaveTextContent("12,3 kB");
    expect(card).toHaveTextContent("Laadtijd (HTML)");
    expect(screen.getByTestId("pagespeed-note")).toHaveTextContent(
      "Snelheid, toegankelijkheid en best practices meten we alleen met PageSpeed Insights",
    );
    expect(lastToast()).toMatchObject({
      variant: "success",
      title: "Analyse voltooid!",
      description: "Je website scoort 75/100",
    });
  });

  it("shows 'Volledige Lighthouse-meting…' while PageSpeed runs, then all four categories", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let polls = 0;
    serve(
      () => ({ status: 200, body: result({ pagespeed: { status: "pending", error: null } }) }),
      () => {
        polls += 1;
        return {
          status: 200,
          body: polls < 2 ? result({ pagespeed: { status: "pending", error: null } }) : FULL,
        };
      },
    );
    const { user, input } = setup();
    await user.type(input, "https://bakkerij.nl{Enter}");
    await screen.findByTestId("analysis-result");
    expect(screen.getByTestId("pagespeed-note")).toHaveTextContent("Volledige Lighthouse-meting…");
    expect(screen.getByTestId("category-performance")).toHaveTextContent("Wordt gemeten…");

    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(gets).toEqual([expect.stringContaining(`analyze-site?id=${ID}`)]);
    expect(screen.getByTestId("pagespeed-note")).toHaveTextContent("Volledige Lighthouse-meting…");
    await act(async () => vi.advanceTimersByTimeAsync(2_000));

    await waitFor(() => expect(screen.getByTestId("category-performance")).toHaveTextContent("62"));
    expect(screen.queryByTestId("pagespeed-note")).toBeNull();
    expect(screen.getByTestId("category-accessibility")).toHaveTextContent("91");
    expect(screen.getByTestId("category-bestPractices")).toHaveTextContent("100");
    expect(screen.getByTestId("category-seo")).toHaveTextContent(
      "83Lighthouse (PageSpeed Insights)",
    );
    expect(screen.getByTestId("load-time")).toHaveTextContent("2,4 s");
    expect(screen.getByTestId("page-size")).toHaveTextContent("523,4 kB");
    expect(screen.getByTestId("analysis-result")).toHaveTextContent("Paginagrootte (totaal)");
  });

  it("says why when the full measurement failed, and keeps the SEO result", async () => {
    serve(() => ({
      status: 200,
      body: result({
        pagespeed: { status: "failed", error: "PageSpeed Insights is niet bereikbaar." },
      }),
    }));
    const { user, input } = setup();
    await user.type(input, "bakkerij.nl{Enter}");
    expect(await screen.findByTestId("pagespeed-note")).toHaveTextContent(
      "De volledige Lighthouse-meting is niet gelukt: PageSpeed Insights is niet bereikbaar. De SEO-score hierboven is wel gemeten.",
    );
  });

  it("never calls a page with a high-impact issue 'Goed', whatever its score", async () => {
    serve(() => ({
      status: 200,
      body: result({ overallScore: 92, metrics: { ...result().metrics, seoScore: 92 } }),
    }));
    const { user, input } = setup();
    await user.type(input, "bakkerij.nl{Enter}");
    const card = await screen.findByTestId("analysis-result");
    expect(card).toHaveTextContent("Kan beter (92/100)");
    expect(card).not.toHaveTextContent("Goed (92/100)");
    expect(card.querySelector("[data-band]")).toHaveAttribute("data-band", "average");
  });

  it("calls a page without a high-impact issue 'Goed' from 80", async () => {
    serve(() => ({
      status: 200,
      body: result({
        overallScore: 92,
        issues: [result().issues[1]!],
      }),
    }));
    const { user, input } = setup();
    await user.type(input, "bakkerij.nl{Enter}");
    expect(await screen.findByTestId("analysis-result")).toHaveTextContent("Goed (92/100)");
  });

  it("shows the contract text when there is nothing to recommend, and 'Onbekend' for missing figures", async () => {
    serve(() => ({
      status: 200,
      body: result({
        overallScore: 100,
        issues: [],
        recommendations: [],
        loadTime: null,
        loadTimeSource: null,
        pageSize: null,
        pageSizeSource: null,
      }),
    }));
    const { user, input } = setup();
    await user.type(input, "bakkerij.nl{Enter}");
    const card = await screen.findByTestId("analysis-result");
    expect(card).toHaveTextContent("Je website scoort goed!...");
    expect(card).toHaveTextContent("Geen problemen gevonden.");
    expect(screen.getByTestId("load-time")).toHaveTextContent("Onbekend");
    expect(screen.getByTestId("page-size")).toHaveTextContent("Onbekend");
  });

  it("shows the advice's code as code, never as raw backticks", async () => {
    serve(() => ({
      status: 200,
      body: result({
        recommendations: [
          "Sla geen kopniveaus over: volg een `<h2>` op met een `<h3>`, niet met een `<h4>`.",
          "Een losse ` blijft staan.",
        ],
      }),
    }));
    const { user, input } = setup();
    await user.type(input, "bakkerij.nl{Enter}");
    const advice = within(
      await screen.findByRole("region", { name: "Aanbevelingen" }),
    ).getAllByRole("listitem");
    expect(advice[0]).toHaveTextContent(
      "Sla geen kopniveaus over: volg een <h2> op met een <h3>, niet met een <h4>.",
    );
    expect([...advice[0]!.querySelectorAll("code")].map((code) => code.textContent)).toEqual([
      "<h2>",
      "<h3>",
      "<h4>",
    ]);
    expect(advice[1]).toHaveTextContent("Een losse ` blijft staan.");
    expect(advice[1]!.querySelector("code")).toBeNull();
  });

  it("shows the server's message in the failure toast and keeps the typed address", async () => {
    serve(() => ({
      status: 400,
      body: { error: "Dit adres is niet toegestaan: privé-netwerk." },
    }));
    const { user, input } = setup();
    await user.type(input, "10.0.0.1{Enter}");
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: "destructive",
        title: "Analyse mislukt",
        description:
          "Er ging iets mis bij het analyseren van je website: Dit adres is niet toegestaan: privé-netwerk.",
      }),
    );
    expect(input.value).toBe("10.0.0.1");
    expect(screen.getByRole("button", { name: "Analyseer" })).toBeEnabled();
    expect(screen.queryByTestId("analysis-result")).toBeNull();
  });

  it("passes on the rate limit's message", async () => {
    serve(() => ({
      status: 429,
      body: { error: "Je hebt het maximum van 5 analyses per 10 minuten bereikt." },
    }));
    const { user, input } = setup();
    await user.type(input, "bakkerij.nl{Enter}");
    await waitFor(() =>
      expect(lastToast()?.description).toBe(
        "Er ging iets mis bij het analyseren van je website: Je hebt het maximum van 5 analyses per 10 minuten bereikt.",
      ),
    );
  });

  it("explains an answer without a readable body by its status, and a network failure in Dutch", async () => {
    fetchSpy.mockImplementationOnce(async () => new Response("<html>", { status: 502 }));
    const { user, input } = setup();
    await user.type(input, "bakkerij.nl{Enter}");
    await waitFor(() =>
      expect(lastToast()?.description).toBe(
        "Er ging iets mis bij het analyseren van je website: De server gaf een fout (HTTP-status 502)",
      ),
    );
    fetchSpy.mockImplementationOnce(async () => {
      throw new TypeError("Failed to fetch");
    });
    await user.click(screen.getByRole("button", { name: "Analyseer" }));
    await waitFor(() =>
      expect(lastToast()?.description).toBe(
        "Er ging iets mis bij het analyseren van je website: De analyse-service is niet bereikbaar. Controleer je verbinding.",
      ),
    );
  });
});
