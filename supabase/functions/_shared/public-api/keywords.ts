import type { KeywordList } from "../contract/public-api.ts";
import type { Report } from "../contract/reports.ts";
import type { Sql } from "../db.ts";

/**
 * GET /api/v1/keywords: the business profile's target keywords and what the latest report found
 * about them on the site. There is no ranking or search-volume source, so volume and position are
 * null rather than invented (issue 12: "Do not invent search volumes").
 */
export async function keywordList(sql: Sql, userId: string): Promise<KeywordList> {
  const [profile] = await sql<{ keywords: string[] }[]>`
    select keywords from public.business_profiles where user_id = ${userId}`;
  const [latest] = await sql<
    { id: string; created_at: Date; checks: Report["keywordChecks"] | null }[]
  >`
    select id, created_at, report -> 'keywordChecks' as checks
    from public.reports where user_id = ${userId}
    order by created_at desc limit 1`;
  const checks = new Map(
    (latest?.checks ?? []).map((check) => [check.keyword.toLocaleLowerCase("nl"), check]),
  );
  return {
    keywords: (profile?.keywords ?? []).map((keyword) => {
      const check = checks.get(keyword.toLocaleLowerCase("nl"));
      return {
        keyword,
        volume: null,
        position: null,
        onSite: check
          ? { inTitle: check.inTitle, inHeading: check.inHeading, inUrl: check.inUrl }
          : null,
      };
    }),
    reportId: latest?.id ?? null,
    checkedAt: latest ? latest.created_at.toISOString() : null,
  };
}
