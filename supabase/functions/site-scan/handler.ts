import {
  SCAN_CATALOGUE,
  SCAN_RETRY_LIMIT,
  scanRetryRequestSchema,
} from "../_shared/contract/site-scan.ts";
import { entitlementsOfUser } from "../_shared/billing/entitlements.ts";
import { getSql, type Sql } from "../_shared/db.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { queueSiteScan } from "../_shared/scan/queue-site-scan.ts";
import { scanStatusOf } from "../_shared/scan/scan-status.ts";
import { parseJsonBody } from "../_shared/validate.ts";
import { startSignedIn } from "../_shared/request.ts";

const hasPlan = (sql: Sql, userId: string) => async () =>
  (await entitlementsOfUser(sql, userId)).plan !== null;

/** Minutes until the customer may retry again; null while under the limit. */
async function retryWait(sql: Sql, userId: string): Promise<number | null> {
  const [recent] = await sql<{ count: number; oldest: Date | null }[]>`
    select count(*)::int as count, min(started_at) as oldest from public.site_scans
    where user_id = ${userId} and reason = 'retry'
      and started_at > now() - make_interval(mins => ${SCAN_RETRY_LIMIT.windowMinutes})`;
  if (!recent || recent.count < SCAN_RETRY_LIMIT.scans || !recent.oldest) return null;
  const freeAt = recent.oldest.getTime() + SCAN_RETRY_LIMIT.windowMinutes * 60_000;
  return Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000));
}

/**
 * /functions/v1/site-scan (contract/site-scan.ts): GET the state of the caller's scan, which the
 * dashboard and Rapporten poll while it runs; POST {} is 'Opnieuw proberen' after a failed scan:
 * the server decides what to scan (the profile's address), checks the plan and the rate limit,
 * and queues the scan to start now.
 */
export async function handler(req: Request): Promise<Response> {
  const start = await startSignedIn(req, ["GET", "POST"]);
  if (!start.ok) return start.response;
  const { locale } = start;
  const messages = SCAN_CATALOGUE[locale];
  const userId = start.user.id;

  try {
    const sql = getSql();
    if (req.method === "GET") return json(await scanStatusOf(sql, userId, hasPlan(sql, userId)));

    const body = await parseJsonBody(req, scanRetryRequestSchema, {
      locale,
      catalogues: [SCAN_CATALOGUE],
    });
    if (!body.ok) return body.response;
    if (!(await hasPlan(sql, userId)())) return errorResponse(403, messages.needsPlan);
    const status = await scanStatusOf(sql, userId, async () => true);
    if (status.state === "none") {
      const [profile] = await sql`select 1 from public.business_profiles where user_id = ${userId}`;
      return errorResponse(409, profile ? messages.notFailed : messages.needsProfile);
    }
    if (status.state === "queued" || status.state === "running") {
      return errorResponse(409, messages.busy);
    }
    if (status.state === "done") return errorResponse(409, messages.notFailed);
    const wait = await retryWait(sql, userId);
    if (wait !== null) {
      return errorResponse(429, messages.rateLimited(wait), {
        "Retry-After": String(wait * 60),
      });
    }
    await sql.begin((tx) =>
      queueSiteScan(tx, { userId, siteUrl: status.siteUrl, reason: "retry" }),
    );
    return json(await scanStatusOf(sql, userId, async () => true), 202);
  } catch (error) {
    console.error("site-scan: failed", error);
    return errorResponse(503, messages.unavailable);
  }
}
