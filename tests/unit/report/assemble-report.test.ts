import { describe, expect, it } from "vitest";
import { assembleReport } from "../../../supabase/functions/_shared/report/assemble-report.ts";
import { audit, reportInput, scanPage, SITE, unreachablePage } from "./report-fixtures.ts";

const paths = (pages: Array<{ url: string }>) => pages.map((page) => page.url.replace(SITE, ""));

describe("site and category scores", () => {
  it("scores the site as the rounded mean of the audited pages; the rest is not measured", () => {
    const report = assembleReport(
      reportInput({ pages: [scanPage("/", 92), scanPage("/a", 71), unreachablePage("/weg")] }),
    );
    // (92 + 71) / 2 = 81.5 → 82; the unreachable page counts for nothing.
    expect(report.siteScore).toBe(82);
    expect(report.pagesScanned).toBe(2);
    expect(report.categories).toEqual({
      seo: 82,
      performance: null,
      accessibility: null,
      bestPractices: null,
    });
  });

  it("has no score at all when no page could be audited", () => {
    const report = assembleReport(
      reportInput({
        pages: [unreachablePage("/"), unreachablePage("/b")],
        previous: { createdAt: "2026-10-24T10:00:00.000Z", siteScore: 70 },
      }),
    );
    expect(report.siteScore).toBeNull();
    expect(report.categories.seo).toBeNull();
    expect(report.pagesScanned).toBe(0);
    expect(report.topIssues).toEqual([]);
    expect(report.trend).toMatchObject({ previousScore: 70, delta: null, direction: null });
    // The full report still lists the pages, with their errors.
    expect(report.pages.map((page) => page.error)).toEqual([
      "De website reageerde niet",
      "De website reageerde niet",
    ]);
  });
});

describe("top issues", () => {
  it("ranks by impact, then pages affected, then audit id; counts each page once", () => {
    const report = assembleReport(
      reportInput({
        pages: [
          scanPage("/", 80, ["image-alt", "heading-order", "canonical"]),
          scanPage("/b", 80, ["image-alt", "heading-order", "link-text"]),
          scanPage("/c", 80, ["meta-description", "link-text", "canonical"]),
          scanPage("/d", 80, ["is-on-https"]),
        ],
      }),
    );
    expect(report.topIssues.map((i) => [i.auditId, i.type, i.impact, i.pagesAffected])).toEqual([
      ["is-on-https", "critical", "Hoog", 1],
      ["meta-description", "warning", "Hoog", 1],
      ["canonical", "warning", "Gemiddeld", 2],
      ["image-alt", "warning", "Gemiddeld", 2],
      ["heading-order", "info", "Laag", 2],
      ["link-text", "info", "Laag", 2],
    ]);
  });

  it("names each issue in plain Dutch with why it matters and the pages it is on", () => {
    const report = assembleReport(
      reportInput({
        pages: [
          scanPage("/", 80, ["heading-order"]),
          scanPage("/brood", 80, ["heading-order", "link-text"]),
          scanPage("/contact", 100),
        ],
      }),
    );
    expect(
      report.topIssues.map(({ auditId, title, why, pages }) => ({ auditId, title, why, pages })),
    ).toEqual([
      {
        auditId: "heading-order",
        title: "De koppen op de pagina slaan een niveau over",
        why: "Een logische opbouw van koppen helpt Google en schermlezers te begrijpen hoe je tekst in elkaar zit.",
        pages: [`${SITE}/`, `${SITE}/brood`],
      },
      {
        auditId: "link-text",
        title: "Links zeggen niet waar ze naartoe gaan",
        why: "Linkteksten als 'klik hier' vertellen Google en bezoekers niet wat er achter de link staat.",
        pages: [`${SITE}/brood`],
      },
    ]);
  });

  it("never counts informative or not-applicable audits, and strips the engine's backticks", () => {
    const page = scanPage("/", 90, [], {
      audits: {
        "image-alt": audit(0, "Afbeeldingen hebben geen `[alt]`", 'Gebruik `alt=""` voor decor.'),
        "structured-data": audit(null, "Fouten in JSON-LD", "Herstel de JSON-LD.", "informative"),
        hreflang: audit(null, "Geen hreflang", null, "notApplicable"),
      },
    });
    const report = assembleReport(reportInput({ pages: [page] }));
    expect(report.topIssues).toEqual([
      {
        auditId: "image-alt",
        title: "Afbeeldingen hebben geen beschrijvende tekst (alt-tekst)",
        why: "Google en schermlezers weten alleen via de alt-tekst wat er op een afbeelding staat, dus zonder telt de afbeelding niet mee.",
        type: "warning",
        impact: "Gemiddeld",
        pagesAffected: 1,
        pages: [`${SITE}/`],
        recommendation: 'Gebruik alt="" voor decor.',
      },
    ]);
    expect(report.recommendations).toEqual(['Gebruik alt="" voor decor.']);
  });

  it("gives each recommendation once, in issue order, before the keyword tips", () => {
    const same = (id: string) =>
      scanPage("/", 70, [], {
        audits: { [id]: audit(0, id, "Zorg voor een geldige status en een indexeerbare pagina.") },
      });
    const report = assembleReport(
      reportInput({
        keywords: ["roggebrood"],
        pages: [same("http-status-code"), { ...same("is-crawlable"), finalUrl: `${SITE}/x` }],
      }),
    );
    expect(report.recommendations).toEqual([
      "Zorg voor een geldige status en een indexeerbare pagina.",
      "Gebruik het zoekwoord 'roggebrood' in de titel van de pagina die erover gaat.",
    ]);
  });
});

describe("the five pages with the most to gain", () => {
  it("takes the lowest scores first, then the heaviest failing audits, then the URL", () => {
    const pages = [
      scanPage("/a", 60, ["link-text", "heading-order"]), // weight 1 + 1 = 2
      scanPage("/b", 60, ["meta-description"]), // weight 3: before /a despite fewer audits
      scanPage("/c", 90),
      scanPage("/d", 50),
      scanPage("/e", 100), // nothing to gain
      scanPage("/f", 75, ["image-alt"]),
      scanPage("/g", 75, ["canonical"]), // same score and weight as /f: URL order
      scanPage("/h", 80),
      unreachablePage("/i"),
    ];
    const report = assembleReport(reportInput({ pages }));
    expect(paths(report.pagesToImprove)).toEqual(["/d", "/b", "/a", "/f", "/g"]);
    expect(report.pagesToImprove[1]).toEqual({
      url: `${SITE}/b`,
      title: "Pagina /b",
      score: 60,
      failing: 1,
    });
  });

  it("keeps a page that scores 100 but still fails an audit outside the SEO score", () => {
    const report = assembleReport(
      reportInput({ pages: [scanPage("/", 100), scanPage("/http", 100, ["is-on-https"])] }),
    );
    expect(paths(report.pagesToImprove)).toEqual(["/http"]);
  });
});

describe("trend against the previous report", () => {
  const trend = (previous: number | null, now: number) =>
    assembleReport(
      reportInput({
        pages: [scanPage("/", now)],
        previous: { createdAt: "2026-10-24T10:00:00.000Z", siteScore: previous },
      }),
    ).trend;

  it("is better, worse or equal by the difference in points", () => {
    expect(trend(70, 82)).toEqual({
      previousScore: 70,
      previousDate: "2026-10-24T10:00:00.000Z",
      delta: 12,
      direction: "beter",
    });
    expect(trend(90, 82)).toMatchObject({ delta: -8, direction: "slechter" });
    expect(trend(82, 82)).toMatchObject({ delta: 0, direction: "gelijk" });
  });

  it("has no direction without a previous report or without a previous score", () => {
    expect(assembleReport(reportInput()).trend).toEqual({
      previousScore: null,
      previousDate: null,
      delta: null,
      direction: null,
    });
    expect(trend(null, 82)).toEqual({
      previousScore: null,
      previousDate: "2026-10-24T10:00:00.000Z",
      delta: null,
      direction: null,
    });
  });
});

describe("plan rules", () => {
  it("gives Basic and Pro the checklist and tips", () => {
    for (const plan of ["basic", "pro"] as const) {
      const report = assembleReport(reportInput({ plan, keywords: ["brood"] }));
      expect(report.kind).toBe("checklist");
      expect(report.topIssues.map((issue) => issue.auditId)).toEqual([
        "meta-description",
        "image-alt",
      ]);
      expect(report.recommendations).toEqual([
        "Advies voor meta-description",
        "Advies voor image-alt",
        "Zet het zoekwoord 'brood' ook in een kop (h1 tot h3).",
      ]);
      expect(report.pages).toEqual([]);
      expect(report.pagesToImprove).toEqual([]);
      // The checks behind the keyword tip stay in the report, so 'Jouw zoekwoorden' agrees.
      expect(report.keywordChecks).toEqual([
        { keyword: "brood", inTitle: true, inHeading: false, inUrl: true },
      ]);
    }
  });

  it("gives Ultimate and Power the full report", () => {
    for (const plan of ["ultimate", "power"] as const) {
      const report = assembleReport(reportInput({ plan, keywords: ["brood"] }));
      expect(report.kind).toBe("full");
      expect(paths(report.pages)).toEqual(["/", "/brood", "/contact"]);
      expect(paths(report.pagesToImprove)).toEqual(["/brood", "/"]);
      expect(report.keywordChecks).toEqual([
        { keyword: "brood", inTitle: true, inHeading: false, inUrl: true },
      ]);
    }
  });
});
