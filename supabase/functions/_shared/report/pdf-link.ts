import { REPORT_LINK_TTL_SECONDS } from "../contract/reports.ts";
import { requireEnv } from "../env.ts";
import { signReportLink } from "./signed-link.ts";

/**
 * The short-lived PDF link the reports function serves (`/functions/v1/reports?id=&expires=&
 * signature=`), for the dashboard and the public API alike: whoever may read the report gets a
 * link that downloads without further credentials.
 */
export async function reportPdfLink(reportId: string): Promise<string> {
  const base = `${requireEnv("SUPABASE_URL").replace(/\/+$/, "")}/functions/v1/reports`;
  return await signReportLink(base, reportId, REPORT_LINK_TTL_SECONDS);
}
