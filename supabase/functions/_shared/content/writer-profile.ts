/**
 * What the planner and the writers read about a customer: the business profile with the kind of
 * business, the site facts, the gaps of the latest report and the pages of the latest scan (for
 * internal links).
 */
import type { SqlRunner } from "../jobs/enqueue.ts";
import type { SiteFact } from "../contract/site-facts.ts";
import { archetypeOf } from "../facts/archetype.ts";
import { loadWriterFacts } from "../facts/fact-store.ts";
import type { InternalLink, ReportGap, WriterProfile } from "./types.ts";

interface ProfileRow {
  business_name: string;
  website_url: string;
  sector: string;
  sector_detail: string | null;
  region: string;
  tone: WriterProfile["tone"];
  keywords: string[];
  description: string | null;
  offerings: string[];
}

/**
 * The business profile as the writers read it, with the kind of business decided from the
 * profile and the given site facts (facts/archetype.ts). Null without a profile.
 */
export async function loadWriterProfile(
  sql: SqlRunner,
  userId: string,
  facts: readonly SiteFact[] = [],
): Promise<WriterProfile | null> {
  const [row] = await sql<ProfileRow[]>`
    select business_name, website_url, sector, sector_detail, region, tone, keywords,
      description, offerings
    from public.business_profiles where user_id = ${userId}`;
  if (!row) return null;
  const details = {
    sector: row.sector,
    sectorDetail: row.sector_detail,
    businessName: row.business_name,
    description: row.description ?? "",
    offerings: row.offerings,
  };
  return {
    businessName: row.business_name,
    websiteUrl: row.website_url,
    sector: row.sector,
    region: row.region,
    tone: row.tone,
    keywords: row.keywords,
    description: details.description,
    offerings: details.offerings,
    archetype: archetypeOf(details, facts),
  };
}

/**
 * What the planner and the writers know of a customer: the profile and the visible facts of the
 * latest scan (hidden ones left out, so a fact the customer hid is never written).
 */
export interface WriterKnowledge {
  profile: WriterProfile;
  facts: SiteFact[];
}

export async function loadWriterKnowledge(
  sql: SqlRunner,
  userId: string,
): Promise<WriterKnowledge | null> {
  const facts = await loadWriterFacts(sql, userId);
  const profile = await loadWriterProfile(sql, userId, facts);
  return profile ? { profile, facts } : null;
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
