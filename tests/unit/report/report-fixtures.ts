import type { CompactAudit } from "../../../supabase/functions/_shared/seo/compact-audits.ts";
import type { ReportInput } from "../../../supabase/functions/_shared/report/types.ts";
import type { ScanPage } from "../../../supabase/functions/_shared/scan/scan-page.ts";

export const SITE = "https://bakkerij.nl";

export const audit = (
  score: 0 | 1 | null,
  title: string,
  recommendation: string | null = null,
  scoreDisplayMode: CompactAudit["scoreDisplayMode"] = "binary",
): CompactAudit => ({
  score,
  scoreDisplayMode,
  title,
  recommendation,
  itemCount: score === 0 ? 1 : 0,
});

/** A page at `path` with the given SEO score; every id in `failing` fails with stock texts. */
export function scanPage(
  path: string,
  seoScore: number,
  failing: string[] = [],
  extra: Partial<ScanPage> = {},
): ScanPage {
  const audits: Record<string, CompactAudit> = {
    "document-title": audit(1, "Document bevat een `<title>`-element"),
  };
  for (const id of failing) audits[id] = audit(0, `Faalt: ${id}`, `Advies voor ${id}`);
  return {
    url: `${SITE}${path}`,
    finalUrl: `${SITE}${path}`,
    statusCode: 200,
    seoScore,
    audits,
    title: `Pagina ${path}`,
    h1s: [],
    headings: [],
    fetchMs: 120,
    bytes: 2_000,
    error: null,
    errorCode: null,
    siteFacts: null,
    ...extra,
  };
}

/** A page the crawler could not fetch: no audits, no score. */
export const unreachablePage = (path: string): ScanPage =>
  scanPage(path, 0, [], {
    seoScore: null,
    statusCode: null,
    audits: {},
    title: null,
    fetchMs: null,
    bytes: null,
    error: "De website reageerde niet",
    errorCode: "network",
  });

export function reportInput(patch: Partial<ReportInput> = {}): ReportInput {
  return {
    scanId: "scan-1",
    siteUrl: `${SITE}/`,
    businessName: "Bakkerij De Korenschoof",
    createdAt: "2026-11-24T10:00:00.000Z",
    plan: "ultimate",
    keywords: [],
    previous: null,
    pages: [
      scanPage("/", 92, ["meta-description"]),
      scanPage("/brood", 70, ["meta-description", "image-alt"]),
      scanPage("/contact", 100),
    ],
    ...patch,
  };
}
