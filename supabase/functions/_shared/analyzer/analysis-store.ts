/**
 * public.site_analyses and the analyzer's rate-limit log (migrations 20261124090000 and
 * 20261126520000). Every query is scoped by the caller's id or the analysis id: this connection
 * bypasses RLS, so who may read a row is decided in the handler (analysis-access.ts).
 */
import type { AnalysisHistoryItem, AnalysisResult, PageSpeedStatus } from "../contract/analyzer.ts";
import type { Sql } from "../db.ts";
import type { RateLimit } from "../rate-limit-setting.ts";
import type { StoredAnalysis } from "./analysis-result.ts";

export interface AnalysisRow {
  id: string;
  user_id: string | null;
  result: StoredAnalysis;
  pagespeed_status: PageSpeedStatus;
  read_token_hash: string | null;
  copied_from: string | null;
}

/** The answer for one caller; `readToken` only in the POST answer to the visitor who made it. */
export function answer(
  row: Pick<AnalysisRow, "result">,
  cached: boolean,
  readToken?: string,
): AnalysisResult {
  return { ...row.result, cached, ...(readToken ? { readToken } : {}) };
}

/**
 * The newest analysis of this address within the cache window: the signed-in caller's own if
 * they have one, else whoever's. Only another caller's findings may be answered from it, as the
 * caller's own copy: its id, owner and token are not the caller's.
 */
export async function findCached(
  sql: Sql,
  url: string,
  cacheMinutes: number,
  userId: string | null,
): Promise<AnalysisRow | undefined> {
  const [row] = await sql<AnalysisRow[]>`
    select id, user_id, result, pagespeed_status, read_token_hash, copied_from
    from public.site_analyses
    where url = ${url} and created_at > now() - make_interval(mins => ${cacheMinutes})
    order by (user_id = ${userId}::uuid) is true desc, created_at desc
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

/** Who a new row belongs to: a signed-in owner, or a visitor holding the read token's hash. */
export interface AnalysisOwner {
  userId: string | null;
  readTokenHash: string | null;
}

export async function insertAnalysis(
  sql: Sql,
  owner: AnalysisOwner,
  result: StoredAnalysis,
  copiedFrom: string | null = null,
): Promise<void> {
  await sql`
    insert into public.site_analyses
      (id, user_id, url, final_url, result, pagespeed_status, read_token_hash, copied_from)
    values (${result.id}, ${owner.userId}, ${result.url}, ${result.finalUrl},
            ${sql.json(result as never)}, ${result.pagespeed.status}, ${owner.readTokenHash},
            ${copiedFrom})`;
}

/** Stores the enriched result on the analysis and on every copy of it, each under its own id. */
export async function updateAnalysis(sql: Sql, result: StoredAnalysis): Promise<void> {
  await sql`
    update public.site_analyses
    set result = jsonb_set(${sql.json(result as never)}::jsonb, '{id}', to_jsonb(id::text)),
        pagespeed_status = ${result.pagespeed.status},
        updated_at = now()
    where id = ${result.id} or copied_from = ${result.id}`;
}

export async function getAnalysisRow(sql: Sql, id: string): Promise<AnalysisRow | undefined> {
  const [row] = await sql<AnalysisRow[]>`
    select id, user_id, result, pagespeed_status, read_token_hash, copied_from from public.site_analyses where id = ${id}`;
  return row;
}

export async function listHistory(
  sql: Sql,
  userId: string,
  limit: number,
): Promise<AnalysisHistoryItem[]> {
  const rows = await sql<AnalysisRow[]>`
    select id, user_id, result, pagespeed_status, read_token_hash, copied_from from public.site_analyses
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
