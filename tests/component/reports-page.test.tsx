import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Report } from "@contract/reports";
import { getToastState, resetToastStore } from "@/components/ui/toast-store";
import { changeLocale } from "@/i18n";
import { FunctionCallError } from "@/lib/call-function";
import { ReportsPage } from "@/pages/reports-page";

const invoke = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock("@/lib/call-function", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/call-function")>()),
  // The scan's state card and the Search Console card have their own tests
  // (scan-status-card.test.tsx, search-console-card.test.tsx): no scan, and not connected, here.
  callFunction: (name: string, ...rest: unknown[]) =>
    name === "site-scan"
      ? Promise.resolve({ state: "none" })
      : name === "search-console"
        ? Promise.resolve({ status: "not_connected" })
        : invoke.fn(name, ...rest),
}));

const ID = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
/** The report's Search Console section when nothing is connected (its states: report-organic-traffic.test.tsx). */
const NOT_CONNECTED = { status: "not-connected" };
const ITEM = {
  id: ID,
  createdAt: "2026-11-24T10:00:00.000Z",
  siteUrl: "https://bakkerij.nl/",
  score: 82,
  trend: 4,
  pagesScanned: 12,
  kind: "full",
  status: "ready",
};
const REPORT: Report = {
  kind: "full",
  scanId: "s",
  siteUrl: "https://bakkerij.nl/",
  businessName: "Bakkerij De Korenschoof",
  createdAt: "2026-11-24T10:00:00.000Z",
  pagesScanned: 12,
  siteScore: 82,
  categories: { seo: 82, performance: null, accessibility: null, bestPractices: null },
  trend: {
    previousScore: 78,
    previousDate: "2026-10-24T10:00:00.000Z",
    delta: 4,
    direction: "beter",
  },
  topIssues: [
    {
      auditId: "meta-description",
      title: "De pagina heeft geen beschrijving voor Google",
      why: "Google toont die beschrijving vaak onder je titel.",
      type: "warning",
      impact: "Hoog",
      pagesAffected: 3,
      pages: ["https://bakkerij.nl/", "https://bakkerij.nl/brood", "https://bakkerij.nl/taart"],
      recommendation: "Schrijf een metabeschrijving.",
    },
  ],
  pagesToImprove: [{ url: "https://bakkerij.nl/brood", title: "Brood", score: 58, failing: 2 }],
  keywordChecks: [{ keyword: "desembrood", inTitle: true, inHeading: false, inUrl: false }],
  recommendations: ["Schrijf een metabeschrijving."],
  pages: [{ url: "https://bakkerij.nl/brood", title: "Brood", score: 58, error: null }],
};

function renderPage(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/dashboard/reports" element={<ReportsPage />} />
          <Route path="/dashboard/profile" element={<p>Profile route</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => invoke.fn.mockReset());
afterEach(() => resetToastStore());

describe("Rapporten", () => {
  it("lists each report with date, site, score, trend and actions; a PDF only for the full report", async () => {
    invoke.fn.mockResolvedValueOnce({
      reports: [
        ITEM,
        { ...ITEM, id: "8c9e6679-7425-40de-944b-e07fc1f90ae7", trend: null, kind: "checklist" },
      ],
    });
    renderPage("/dashboard/reports");
    const table = await screen.findByTestId("reports-table");
    // Rapporten offers the Search Console connection next to the list (issue 21).
    expect(
      await within(screen.getByTestId("search-console-card")).findByRole("button", {
        name: "Koppel Google Search Console",
      }),
    ).toBeInTheDocument();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent(
      /^24 november 2026https:\/\/bakkerij\.nl\/Volledig rapport82\+4 t\.o\.v\. vorigeBekijkenPDF$/,
    );
    expect(rows[1]).toHaveTextContent(
      /^24 november 2026https:\/\/bakkerij\.nl\/Checklist82eerste rapportBekijken$/,
    );
    expect(within(rows[0]!).getByRole("link", { name: "Bekijken" })).toHaveAttribute(
      "href",
      `/dashboard/reports?id=${ID}`,
    );
    // The plan rule, said once under the list.
    expect(screen.getAllByTestId("report-plan-rule")).toHaveLength(1);
    expect(screen.getByTestId("report-plan-rule")).toHaveTextContent(
      "Een SEO-checklist bekijk je hier in je dashboard; het volledige maandrapport, met paginalijst, zoekwoordcontrole en PDF, hoort bij Ultimate en Power.",
    );
  });

  it("shows a checklist without a PDF button, with the plan rule", async () => {
    invoke.fn.mockResolvedValueOnce({
      id: ID,
      report: { ...REPORT, kind: "checklist", pagesToImprove: [], keywordChecks: [], pages: [] },
      organicTraffic: NOT_CONNECTED,
    });
    renderPage(`/dashboard/reports?id=${ID}`);
    const view = await screen.findByTestId("report-view");
    expect(within(view).queryByRole("button", { name: "PDF" })).toBeNull();
    expect(within(view).getByTestId("report-plan-rule")).toHaveTextContent(
      "het volledige maandrapport, met paginalijst, zoekwoordcontrole en PDF, hoort bij Ultimate en Power.",
    );
  });

  it("says what happens next when there is no report yet", async () => {
    invoke.fn.mockResolvedValueOnce({ reports: [] });
    renderPage("/dashboard/reports");
    expect(await screen.findByTestId("reports-empty")).toHaveTextContent(
      "Nog geen rapporten. Zodra je bedrijfsprofiel is ingevuld",
    );
  });

  it("shows a report with the same sections as its PDF", async () => {
    invoke.fn.mockResolvedValueOnce({ id: ID, report: REPORT, organicTraffic: NOT_CONNECTED });
    renderPage(`/dashboard/reports?id=${ID}`);
    const view = await screen.findByTestId("report-view");
    expect(invoke.fn).toHaveBeenCalledWith(`reports?id=${ID}`, undefined, { method: "GET" });
    expect(screen.getByTestId("report-score")).toHaveTextContent("82 / 100");
    expect(screen.getByTestId("report-trend")).toHaveTextContent(
      "+4 punten (beter) ten opzichte van 24 oktober 2026.",
    );
    for (const heading of [
      "Belangrijkste verbeterpunten",
      "Aanbevelingen",
      "Pagina's met de meeste winst",
      "Zoekwoorden",
      "Alle gecontroleerde pagina's",
    ]) {
      expect(within(view).getByRole("heading", { name: heading })).toBeTruthy();
    }
    expect(within(screen.getByTestId("report-issues")).getByRole("listitem")).toHaveTextContent(
      /^HoogDe pagina heeft geen beschrijving voor Google3 pagina'sGoogle toont die beschrijving vaak onder je titel\.Gevonden op \/, \/brood en \/taart$/,
    );
  });

  it("shows a report made before issues named their pages and why", async () => {
    const { why: _why, pages: _pages, ...older } = REPORT.topIssues[0]!;
    invoke.fn.mockResolvedValueOnce({
      id: ID,
      report: { ...REPORT, topIssues: [older] },
      organicTraffic: NOT_CONNECTED,
    });
    renderPage(`/dashboard/reports?id=${ID}`);
    const issues = await screen.findByTestId("report-issues");
    expect(within(issues).getByRole("listitem")).toHaveTextContent(
      /^HoogDe pagina heeft geen beschrijving voor Google3 pagina's$/,
    );
  });

  it("asks for a signed link and reports a failure to make the PDF", async () => {
    invoke.fn.mockResolvedValueOnce({ reports: [ITEM] });
    invoke.fn.mockRejectedValueOnce(new FunctionCallError("HTTP error! Status: 503", 503, false));
    renderPage("/dashboard/reports");
    await userEvent.click(await screen.findByRole("button", { name: "PDF" }));
    await waitFor(() =>
      expect(getToastState().toasts[0]).toMatchObject({
        title: "De PDF kon niet worden gemaakt",
        description: "HTTP error! Status: 503",
      }),
    );
    expect(invoke.fn).toHaveBeenLastCalledWith(`reports?id=${ID}&format=pdf`, undefined, {
      method: "GET",
    });
  });

  it("says so when a report does not exist", async () => {
    invoke.fn.mockRejectedValueOnce(new FunctionCallError("Dit rapport bestaat niet.", 404, false));
    renderPage(`/dashboard/reports?id=${ID}`);
    expect(await screen.findByRole("alert")).toHaveTextContent("Dit rapport bestaat niet.");
  });
});

describe("Reports in English", () => {
  afterEach(() => changeLocale("nl"));

  it("lists the reports with English words, dates and the plan rule", async () => {
    await changeLocale("en");
    invoke.fn.mockResolvedValueOnce({
      reports: [
        ITEM,
        { ...ITEM, id: "8c9e6679-7425-40de-944b-e07fc1f90ae7", trend: 0, kind: "checklist" },
      ],
    });
    renderPage("/dashboard/reports");
    expect(screen.getByRole("heading", { level: 1, name: "Reports" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Reports | Vindbaar"));
    const rows = within(await screen.findByTestId("reports-table")).getAllByRole("row");
    expect(rows[0]).toHaveTextContent(/^ReportScoreActions$/);
    expect(rows[1]).toHaveTextContent(
      /^24 November 2026https:\/\/bakkerij\.nl\/Full report82\+4 vs previousViewPDF$/,
    );
    expect(rows[2]).toHaveTextContent(
      /^24 November 2026https:\/\/bakkerij\.nl\/Checklist82same as previousView$/,
    );
    expect(screen.getByTestId("report-plan-rule")).toHaveTextContent(
      "You can view an SEO checklist here in your dashboard; the full monthly report, with the page list, keyword check and PDF, comes with Ultimate and Power.",
    );
  });

  it("shows a report with English headings and the issue's English words by audit id", async () => {
    await changeLocale("en");
    const unknown = {
      ...REPORT.topIssues[0]!,
      auditId: "some-new-audit",
      title: "Een nieuwe controle",
      why: null,
      impact: "Laag" as const,
      pagesAffected: 1,
      pages: ["https://bakkerij.nl/over-ons"],
    };
    invoke.fn.mockResolvedValueOnce({
      id: ID,
      report: { ...REPORT, topIssues: [REPORT.topIssues[0]!, unknown] },
      organicTraffic: NOT_CONNECTED,
    });
    renderPage(`/dashboard/reports?id=${ID}`);
    const view = await screen.findByTestId("report-view");
    expect(within(view).getByText(/Bakkerij De Korenschoof/)).toHaveTextContent(
      "Bakkerij De Korenschoof · 24 November 2026 · Full report",
    );
    expect(screen.getByTestId("report-trend")).toHaveTextContent(
      "+4 points (better) compared with 24 October 2026.",
    );
    expect(view).toHaveTextContent("12 pages checked");
    for (const heading of [
      "Organic traffic from Google",
      "Main points to improve",
      "Recommendations",
      "Pages with the most to gain",
      "Keywords",
      "All pages checked",
    ]) {
      expect(within(view).getByRole("heading", { name: heading })).toBeTruthy();
    }
    const [known, other] = within(screen.getByTestId("report-issues")).getAllByRole("listitem");
    expect(known).toHaveTextContent(
      /^HighThe page has no description for Google3 pagesGoogle often shows that description under your title; without one Google picks a snippet of text itself, which rarely invites a click\.Found on \/, \/brood and \/taart$/,
    );
    // An audit the catalogue does not know keeps the report's own words.
    expect(other).toHaveTextContent(/^LowEen nieuwe controle1 pageFound on \/over-ons$/);
    expect(within(view).getByRole("columnheader", { name: "In heading" })).toBeInTheDocument();
    expect(within(view).getByRole("row", { name: /desembrood/ })).toHaveTextContent(
      "desembroodyesnono",
    );
  });

  it("names more pages than it lists in English", async () => {
    await changeLocale("en");
    const pages = ["/", "/a", "/b", "/c", "/d", "/e", "/f"].map((p) => `https://bakkerij.nl${p}`);
    invoke.fn.mockResolvedValueOnce({
      id: ID,
      report: { ...REPORT, topIssues: [{ ...REPORT.topIssues[0]!, pages, pagesAffected: 7 }] },
      organicTraffic: NOT_CONNECTED,
    });
    renderPage(`/dashboard/reports?id=${ID}`);
    expect(await screen.findByTestId("report-issues")).toHaveTextContent(
      "Found on /, /a, /b, /c, /d and 2 more",
    );
  });
});
