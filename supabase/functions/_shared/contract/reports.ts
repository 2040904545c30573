/**
 * The reports function's contract (issue 11), shared by the dashboard and the handler.
 *   GET                     → ReportList (the caller's reports, newest first)
 *   GET ?id=                → ReportDetail (the report as JSON)
 *   GET ?id=&format=pdf     → { url }: a link valid for REPORT_LINK_TTL_SECONDS that answers
 *                             application/pdf without further auth
 */
import { z } from "zod";
import { organicTrafficSchema } from "./organic-traffic.ts";
import { listOf, PLAN_FACTS } from "./plans.ts";
import { catalogue } from "./catalogue.ts";

export const REPORT_LINK_TTL_SECONDS = 300;

const score = z.number().int().min(0).max(100).nullable();

export const reportSchema = z.object({
  kind: z.enum(["checklist", "full"]),
  scanId: z.string(),
  siteUrl: z.string(),
  businessName: z.string(),
  createdAt: z.string(),
  pagesScanned: z.number().int(),
  siteScore: score,
  categories: z.object({
    seo: score,
    performance: z.null(),
    accessibility: z.null(),
    bestPractices: z.null(),
  }),
  trend: z.object({
    previousScore: score,
    previousDate: z.string().nullable(),
    delta: z.number().int().nullable(),
    direction: z.enum(["beter", "slechter", "gelijk"]).nullable(),
  }),
  topIssues: z.array(
    z.object({
      auditId: z.string(),
      /** What is wrong, in plain Dutch (the issue catalogue's title). */
      title: z.string(),
      /** One line on why it matters; reports made before it was added have none. */
      why: z.string().nullable().default(null),
      type: z.enum(["critical", "warning", "info"]),
      impact: z.enum(["Hoog", "Gemiddeld", "Laag"]),
      pagesAffected: z.number().int(),
      /** The addresses of the pages it was found on; empty in reports made before they were kept. */
      pages: z.array(z.string()).default([]),
      recommendation: z.string().nullable(),
    }),
  ),
  pagesToImprove: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullable(),
      score: z.number().int(),
      failing: z.number().int(),
    }),
  ),
  keywordChecks: z.array(
    z.object({
      keyword: z.string(),
      inTitle: z.boolean(),
      inHeading: z.boolean(),
      inUrl: z.boolean(),
    }),
  ),
  recommendations: z.array(z.string()),
  pages: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullable(),
      score,
      error: z.string().nullable(),
    }),
  ),
});
export type Report = z.infer<typeof reportSchema>;

/** How many of an issue's pages the report and its PDF name before "and N more". */
export const ISSUE_PAGES_SHOWN = 5;

/**
 * The pages an issue is on, as the customer reads them: the path on their own site ("/" for the
 * home page), the whole address for a page elsewhere; the first few, and how many more.
 */
export function issuePages(
  pages: readonly string[],
  siteUrl: string,
): { shown: string[]; more: number } {
  let origin: string | null = null;
  try {
    origin = new URL(siteUrl).origin;
  } catch {
    // A stored address that no longer parses: show the pages' whole addresses.
  }
  const label = (page: string) => {
    try {
      const url = new URL(page);
      return url.origin === origin ? `${url.pathname}${url.search}` : page;
    } catch {
      return page;
    }
  };
  return {
    shown: pages.slice(0, ISSUE_PAGES_SHOWN).map(label),
    more: Math.max(0, pages.length - ISSUE_PAGES_SHOWN),
  };
}

/** "Gevonden op /, /brood en 3 andere": the same words in the report page and its PDF. */
export function issuePagesText(pages: readonly string[], siteUrl: string): string | null {
  const { shown, more } = issuePages(pages, siteUrl);
  if (shown.length === 0) return null;
  const last = more > 0 ? `${more} andere` : shown.pop()!;
  return `Gevonden op ${shown.length > 0 ? `${shown.join(", ")} en ${last}` : last}`;
}

export const reportListItemSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  siteUrl: z.string(),
  score,
  /** Points against the previous report; null for the first. */
  trend: z.number().int().nullable(),
  pagesScanned: z.number().int(),
  kind: z.enum(["checklist", "full"]),
  status: z.literal("ready"),
});
export type ReportListItem = z.infer<typeof reportListItemSchema>;

export const reportListSchema = z.object({ reports: z.array(reportListItemSchema) });
export type ReportList = z.infer<typeof reportListSchema>;

export const reportDetailSchema = z.object({ id: z.uuid(), report: reportSchema });
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/**
 * The reports function's answer to GET ?id= (the report page): the stored report and its
 * "Organisch verkeer uit Google", read live from the imported Search Console rows.
 */
export const reportPageSchema = reportDetailSchema.extend({ organicTraffic: organicTrafficSchema });
export type ReportPage = z.infer<typeof reportPageSchema>;

export const reportPdfLinkSchema = z.object({ url: z.url() });

/** The plans whose scans give the full monthly report and its PDF, e.g. "Ultimate en Power". */
export const FULL_REPORT_PLANS_TEXT = listOf(
  PLAN_FACTS.filter((plan) => plan.monthlyReport).map((plan) => plan.name),
);

/** The PDF belongs to the full monthly report; a checklist lives in the dashboard. */
export const pdfIncluded = (kind: "checklist" | "full"): boolean => kind === "full";

export const REPORT_CATALOGUE = catalogue({
  nl: {
    invalidId: "Ongeldige rapport-id.",
    notFound: "Dit rapport bestaat niet.",
    linkExpired: "Deze downloadlink is verlopen. Vraag in je dashboard een nieuwe aan.",
    linkInvalid: "Deze downloadlink is ongeldig.",
    unavailable: "De rapporten zijn tijdelijk niet beschikbaar. Probeer het later opnieuw.",
    pdfNotIncluded: `Het SEO-rapport als PDF hoort bij ${FULL_REPORT_PLANS_TEXT}. Deze checklist bekijk je in je dashboard.`,
  },
  en: {
    invalidId: "Invalid report id.",
    notFound: "This report does not exist.",
    linkExpired: "This download link has expired. Request a new one in your dashboard.",
    linkInvalid: "This download link is invalid.",
    unavailable: "The reports are temporarily unavailable. Please try again later.",
    pdfNotIncluded: `The SEO report as a PDF comes with ${FULL_REPORT_PLANS_TEXT}. You can view this checklist in your dashboard.`,
  },
});
export const REPORT_ERRORS = REPORT_CATALOGUE.nl;
