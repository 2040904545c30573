import type { CompactAudit } from "../../../supabase/functions/_shared/scan/compact-audits.ts";
import type {
  ReportInput,
  ReportScanPage,
} from "../../../supabase/functions/_shared/report/types.ts";

const audit = (
  score: 0 | 1,
  title: string,
  recommendation: string | null = null,
): CompactAudit => ({
  score,
  scoreDisplayMode: "binary",
  title,
  recommendation,
  itemCount: score === 0 ? 1 : 0,
});

export function scanPage(
  path: string,
  seoScore: number,
  failing: string[] = [],
  extra: Partial<ReportScanPage> = {},
): ReportScanPage {
  const audits: Record<string, CompactAudit> = {
    "document-title": audit(1, "Document bevat een `<title>`-element"),
  };
  for (const id of failing) audits[id] = audit(0, `Faalt: ${id}`, `Advies voor ${id}`);
  return {
    url: `https://bakkerij.nl${path}`,
    finalUrl: `https://bakkerij.nl${path}`,
    statusCode: 200,
    seoScore,
    audits,
    title: `Pagina ${path}`,
    h1s: [],
    headings: [],
    error: null,
    ...extra,
  };
}

export function reportInput(patch: Partial<ReportInput> = {}): ReportInput {
  return {
    scanId: "scan-1",
    siteUrl: "https://bakkerij.nl/",
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
