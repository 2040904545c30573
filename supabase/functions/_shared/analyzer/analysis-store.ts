/**
 * public.site_analyses and the analyzer's rate-limit log (migration 20261124090000). Every query
 * is scoped by the caller's id or the analysis id: this connection bypasses RLS.
 */
import type { AnalysisHistoryItem, AnalysisResult, PageSpeedStatus } from "../contract/analyzer.ts";
import type { Sql } from "../db.ts";
import type { RateLimit } from "../rate-limit-setting.ts";
import type { StoredAnalysis } from "./analysis-result.ts";

interface AnalysisRow {
  id: string;
  user_id: string | null;
  result: StoredAnalysis;
  pagespeed_status: PageSpeedStatus;
}

export function answer(row: Pick<AnalysisRow, "result">, cached: boolean): AnalysisResult {
  return { ...row.result, cached };
}

/** The newest analysis of this address within the cache window, whoever asked for it. */
export async function findCached(
  sql: Sql,
  url: string,
  cacheMinutes: number,
): Promise<AnalysisRow | undefined> {
  const [row] = await sql<AnalysisRow[]>`
    select id, user_id, result, pagespeed_status from public.site_analyses
    where url = ${url} and created_at > now() - make_interval(mins => ${cacheMinutes})
    order by created_at desc
    limit 1`;
  return row;
}

/**
 * Counts one fresh analysis against `subject` unless it already had `max` in the window; false
 * when it had. The advisory lock serialises one subject's concurrent requests.
 */
export async function takeRateSlot(
  sql: Sql,
  subject: string,
  { max, windowSeconds }: RateLimit,
): Promise<boolean> {
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${`analyzer:${subject}`}))`;
    await tx`
      delete from public.analysis_requests
      where subject = ${subject} and created_at < now() - interval '1 day'`;
    const [{ count }] = await tx<{ count: number }[]>`
      select count(*)::int as count from public.analysis_requests
      where subject = ${subject} and created_at > now() - make_interval(secs => ${windowSeconds})`;
    if (count >= max) return false;
    await tx`insert into public.analysis_requests (subject) values (${subject})`;
    return true;
  });
}

export async function insertAnalysis(
  sql: Sql,
  userId: string | null,
  result: StoredAnalysis,
): Promise<void> {
  await sql`
    insert into public.site_analyses (id, user_id, url, final_url, result, pagespeed_status)
    values (${result.id}, ${userId}, ${result.url}, ${result.finalUrl},
            ${sql.json(result as never)}, ${result.pagespeed.status})`;
}

export async function updateAnalysis(sql: Sql, result: StoredAnalysis): Promise<void> {
  await sql`
    update public.site_analyses
    set result = ${sql.json(result as never)}, pagespeed_status = ${result.pagespeed.status},
        updated_at = now()
    where id = ${result.id}`;
}

export async function getAnalysisRow(sql: Sql, id: string): Promise<AnalysisRow | undefined> {
  const [row] = await sql<AnalysisRow[]>`
    select id, user_id, result, pagespeed_status from public.site_analyses where id = ${id}`;
  return row;
}

export async function listHistory(
  sql: Sql,
  userId: string,
  limit: number,
): Promise<AnalysisHistoryItem[]> {
  const rows = await sql<AnalysisRow[]>`
    select id, user_id, result, pagespeed_status from public.site_analyses
    where user_id = ${userId}
    order by created_at desc
    limit ${limit}`;
  return rows.map(({ id, result, pagespeed_status }) => ({
    id,
    url: result.url,
    finalUrl: result.finalUrl,
    analyzedAt: result.analyzedAt,
    overallScore: result.overallScore,
    seoScore: result.metrics.seoScore,
    pagespeedStatus: pagespeed_status,
  }));
}
