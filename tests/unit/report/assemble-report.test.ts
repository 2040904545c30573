// @vitest-environment node
import { describe, expect, it } from "vitest";
import { assembleReport } from "../../../supabase/functions/_shared/report/assemble-report.ts";
import { containsKeyword } from "../../../supabase/functions/_shared/report/keyword-match.ts";
import { reportInput, scanPage } from "./report-fixtures.ts";

describe("assembleReport", () => {
  it("scores the site as the rounded mean of its audited pages; other categories unmeasured", () => {
    const report = assembleReport(
      reportInput({
        pages: [
          scanPage("/", 92),
          scanPage("/a", 71),
          scanPage("/weg", 0, [], { error: "De website reageerde niet", seoScore: null }),
        ],
      }),
    );
    expect(report.siteScore).toBe(82);
    expect(report.pagesScanned).toBe(2);
    expect(report.categories).toEqual({
      seo: 82,
      performance: null,
      accessibility: null,
      bestPractices: null,
    });
  });

  it("ranks issues by impact, then by pages affected", () => {
    const report = assembleReport(
      reportInput({
        pages: [
          scanPage("/", 80, ["image-alt", "heading-order"]),
          scanPage("/b", 80, ["image-alt", "heading-order", "link-text"]),
          scanPage("/c", 80, ["meta-description", "link-text"]),
        ],
      }),
    );
    expect(report.topIssues.map((i) => [i.auditId, i.impact, i.pagesAffected])).toEqual([
      ["meta-description", "Hoog", 1],
      ["image-alt", "Gemiddeld", 2],
      ["heading-order", "Laag", 2],
      ["link-text", "Laag", 2],
    ]);
    expect(report.recommendations.slice(0, 2)).toEqual([
      "Advies voor meta-description",
      "Advies voor image-alt",
    ]);
  });

  it("lists the five pages with the most to gain: lowest score, then most failing audits", () => {
    const pages = [
      scanPage("/a", 60, ["image-alt"]),
      scanPage("/b", 60, ["image-alt", "link-text"]),
      scanPage("/c", 90),
      scanPage("/d", 50),
      scanPage("/e", 100),
      scanPage("/f", 75),
      scanPage("/g", 80),
    ];
    const report = assembleReport(reportInput({ pages }));
    expect(report.pagesToImprove.map((p) => p.url.replace("https://bakkerij.nl", ""))).toEqual([
      "/d",
      "/b",
      "/a",
      "/f",
      "/g",
    ]);
  });

  it("tracks the trend against the previous report", () => {
    const trend = (previous: number | null, now: number) =>
      assembleReport(
        reportInput({
          pages: [scanPage("/", now)],
          previous: { createdAt: "2026-10-24T10:00:00.000Z", siteScore: previous },
        }),
      ).trend;
    expect(trend(70, 82)).toEqual({
      previousScore: 70,
      previousDate: "2026-10-24T10:00:00.000Z",
      delta: 12,
      direction: "beter",
    });
    expect(trend(90, 82)).toMatchObject({ delta: -8, direction: "slechter" });
    expect(trend(82, 82)).toMatchObject({ delta: 0, direction: "gelijk" });
    expect(assembleReport(reportInput()).trend).toEqual({
      previousScore: null,
      previousDate: null,
      delta: null,
      direction: null,
    });
  });

  it("checks each keyword in titles, headings and URLs, forgiving case, accents and slugs", () => {
    const report = assembleReport(
      reportInput({
        keywords: ["loodgieter amsterdam", "café", "cv-ketel"],
        pages: [
          scanPage("/diensten/loodgieter-amsterdam", 90, [], {
            title: "Onze diensten",
            headings: ["Cafe aan huis"],
          }),
          scanPage("/", 90, [], { title: "Loodgieter, Amsterdam – 24/7" }),
        ],
      }),
    );
    expect(report.keywordChecks).toEqual([
      { keyword: "loodgieter amsterdam", inTitle: true, inHeading: false, inUrl: true },
      { keyword: "café", inTitle: false, inHeading: true, inUrl: false },
      { keyword: "cv-ketel", inTitle: false, inHeading: false, inUrl: false },
    ]);
    expect(report.recommendations).toContain(
      "Zet het zoekwoord 'loodgieter amsterdam' ook in een kop (h1 tot h3).",
    );
    expect(report.recommendations).toContain(
      "Gebruik het zoekwoord 'cv-ketel' in de titel van de pagina die erover gaat.",
    );
    expect(containsKeyword("De loodgieters van Amsterdam", "loodgieter")).toBe(false);
  });

  it("gives Basic and Pro the checklist and tips, Ultimate and Power the full report", () => {
    for (const plan of ["basic", "pro"] as const) {
      const report = assembleReport(reportInput({ plan, keywords: ["brood"] }));
      expect(report.kind).toBe("checklist");
      expect(report.pages).toEqual([]);
      expect(report.pagesToImprove).toEqual([]);
      expect(report.keywordChecks).toEqual([]);
      expect(report.topIssues.length).toBeGreaterThan(0);
    }
    for (const plan of ["ultimate", "power"] as const) {
      const report = assembleReport(reportInput({ plan }));
      expect(report.kind).toBe("full");
      expect(report.pages).toHaveLength(3);
    }
  });
});
