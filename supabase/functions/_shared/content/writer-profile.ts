/**
 * What the planner and the writers read about a customer: the business profile, the gaps of the
 * latest report and the pages of the latest scan (for internal links).
 */
import type { SqlRunner } from "../jobs/enqueue.ts";
import { SECTOR_ARCHETYPES } from "./archetypes/index.ts";
import type { InternalLink, ReportGap, WriterProfile } from "./types.ts";

export async function loadWriterProfile(
  sql: SqlRunner,
  userId: string,
): Promise<WriterProfile | null> {
  const [row] = await sql<
    {
      business_name: string;
      website_url: string;
      sector: string;
      region: string;
      tone: WriterProfile["tone"];
      keywords: string[];
    }[]
  >`
    select business_name, website_url, sector, region, tone, keywords
    from public.business_profiles where user_id = ${userId}`;
  if (!row) return null;
  return {
    businessName: row.business_name,
    websiteUrl: row.website_url,
    sector: row.sector,
    region: row.region,
    tone: row.tone,
    keywords: row.keywords,
    // The profile's description, offerings and finer sector (and the archetype decided from
    // them and the site's facts) are read here once the profile stores them.
    description: "",
    offerings: [],
    archetype: SECTOR_ARCHETYPES[row.sector as keyof typeof SECTOR_ARCHETYPES] ?? "other",
  };
}

interface KeywordCheck {
  keyword: string;
  inTitle?: boolean;
  inHeading?: boolean;
  inUrl?: boolean;
}

/** Target keywords the latest report found missing somewhere (report.keywordChecks). */
export async function latestReportGaps(sql: SqlRunner, userId: string): Promise<ReportGap[]> {
  const [row] = await sql<{ checks: KeywordCheck[] | null }[]>`
    select report -> 'keywordChecks' as checks from public.reports
    where user_id = ${userId} order by created_at desc limit 1`;
  if (!Array.isArray(row?.checks)) return [];
  return row.checks
    .map((check) => ({
      keyword: check.keyword,
      missingIn: [
        ...(check.inTitle ? [] : ["title"]),
        ...(check.inHeading ? [] : ["heading"]),
        ...(check.inUrl ? [] : ["url"]),
      ],
    }))
    .filter((gap) => typeof gap.keyword === "string" && gap.missingIn.length > 0);
}

/** Pages of the latest finished scan that answered 200, for the drafts' internal links. */
export async function internalLinks(
  sql: SqlRunner,
  userId: string,
  limit = 20,
): Promise<InternalLink[]> {
  const rows = await sql<{ final_url: string; title: string | null }[]>`
    select page.final_url, page.title from public.scan_pages page
    where page.scan_id = (
      select id from public.site_scans
      where user_id = ${userId} and status = 'done' order by started_at desc limit 1)
      and page.status_code = 200 and page.error is null
    order by page.id limit ${limit}`;
  return rows.map((row) => ({
    url: row.final_url,
    title: row.title?.trim() || new URL(row.final_url).pathname,
  }));
}
