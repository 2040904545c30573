import {
  ANALYZER_CATALOGUE,
  ANALYZER_FIELDS,
  ANALYZER_LIMITS,
  analysisIdSchema,
  analyzeRequestSchema,
} from "../_shared/contract/analyzer.ts";
import {
  buildAnalysis,
  mergePageSpeed,
  type StoredAnalysis,
} from "../_shared/analyzer/analysis-result.ts";
import {
  answer,
  findCached,
  getAnalysisRow,
  insertAnalysis,
  listHistory,
  takeRateSlot,
  updateAnalysis,
} from "../_shared/analyzer/analysis-store.ts";
import { mayRead, newOwner, READ_TOKEN_HEADER } from "../_shared/analyzer/analysis-access.ts";
import { normalizeAnalysisUrl } from "../_shared/analyzer/normalize-url.ts";
import {
  type PageSpeedConfig,
  pageSpeedConfigFromEnv,
  PageSpeedError,
  runPageSpeed,
} from "../_shared/analyzer/pagespeed.ts";
import { clientAddress, hashAddress } from "../_shared/client-address.ts";
import { getSql, type Sql } from "../_shared/db.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { fetchPageInput } from "../_shared/seo/fetch-page-input.ts";
import { SafeFetchError } from "../_shared/net/safe-fetch.ts";
import { testAllowHosts } from "../_shared/net/test-allow-hosts.ts";
import { auditPage } from "../_shared/seo/index.ts";
import type { Locale } from "../_shared/contract/locale.ts";
import { rateLimitSetting, type RateLimit } from "../_shared/rate-limit-setting.ts";
import { parseJsonBody } from "../_shared/validate.ts";
import { startWithOptionalCaller } from "../_shared/request.ts";

/**
 * Fresh analyses per address (ANALYZE_RATE_LIMIT) or per signed-in account
 * (ANALYZE_USER_RATE_LIMIT), `<max>/<seconds>`; the contract's figures by default.
 */
function analyzeRateLimit(signedIn: boolean): RateLimit {
  const windowSeconds = ANALYZER_LIMITS.windowMinutes * 60;
  return signedIn
    ? rateLimitSetting("ANALYZE_USER_RATE_LIMIT", {
        max: ANALYZER_LIMITS.signedInPerWindow,
        windowSeconds,
      })
    : rateLimitSetting("ANALYZE_RATE_LIMIT", {
        max: ANALYZER_LIMITS.anonymousPerWindow,
        windowSeconds,
      });
}

/**
 * /functions/v1/analyze-site (verify_jwt = false: visitors may analyse too). See the contract
 * (supabase/functions/_shared/contract/analyzer.ts) and docs/decisions/015-analyze-site.md.
 * - POST { url }: the fast on-page result at once (fetched through the SSRF-safe fetcher, audited
 *   by our engine), from the 10-minute cache when the address was analysed lately; when
 *   PAGESPEED_API_KEY is set, PageSpeed Insights runs after the answer and the caller polls.
 * - GET ?id=: one analysis, for its owner only (analysis-access.ts: the signed-in owner, or the
 *   visitor holding the read token the POST answered). GET without id: the caller's history.
 */
export async function handler(req: Request): Promise<Response> {
  const start = await startWithOptionalCaller(req, ["GET", "POST"]);
  if (!start.ok) return start.response;
  const { locale } = start;
  const messages = ANALYZER_CATALOGUE[locale];
  const userId = start.user?.id ?? null;

  try {
    if (req.method === "GET") {
      const readToken = req.headers.get(READ_TOKEN_HEADER);
      return await read(getSql(), new URL(req.url), { userId, readToken }, locale);
    }

    const body = await parseJsonBody(req, analyzeRequestSchema, {
      locale,
      fields: ANALYZER_FIELDS,
      catalogues: [ANALYZER_CATALOGUE],
    });
    if (!body.ok) return body.response;
    let url: string;
    try {
      url = normalizeAnalysisUrl(body.data.url);
    } catch (error) {
      if (error instanceof SafeFetchError) return errorResponse(error.status, error.texts[locale]);
      throw error;
    }
    return await analyze(getSql(), url, userId, clientAddress(req), locale);
  } catch (error) {
    console.error("analyze-site: storage failed", error);
    return errorResponse(503, messages.unavailable);
  }
}

async function read(
  sql: Sql,
  url: URL,
  { userId, readToken }: { userId: string | null; readToken: string | null },
  locale: Locale,
): Promise<Response> {
  const messages = ANALYZER_CATALOGUE[locale];
  const id = url.searchParams.get("id");
  if (id === null) {
    if (!userId) return errorResponse(401, messages.historyNeedsSession);
    return json({ analyses: await listHistory(sql, userId, ANALYZER_LIMITS.historySize) });
  }
  if (!analysisIdSchema.safeParse(id).success) return errorResponse(400, messages.invalidId);
  const row = await getAnalysisRow(sql, id);
  // Someone else's analysis is answered as if it did not exist.
  if (!row || !(await mayRead(row, userId, readToken))) {
    return errorResponse(404, messages.notFound);
  }
  return json(answer(row, false));
}

async function analyze(
  sql: Sql,
  url: string,
  userId: string | null,
  address: string,
  locale: Locale,
): Promise<Response> {
  const cached = await findCached(sql, url, ANALYZER_LIMITS.cacheMinutes, userId);
  if (cached) {
    // The customer's own recent analysis is theirs to answer as it is.
    if (userId && cached.user_id === userId) return json(answer(cached, true));
    // Anyone else gets the findings as their own copy (own id, owner, read token), never the
    // other caller's row; a PageSpeed run still pending on the original completes the copy too.
    const { owner, readToken } = await newOwner(userId);
    const copy = { ...cached.result, id: crypto.randomUUID() };
    await insertAnalysis(sql, owner, copy, cached.copied_from ?? cached.id);
    return json(answer({ result: copy }, true, readToken));
  }

  // A signed-in caller is counted per account; everyone else per gateway address (callers
  // without one share a bucket).
  const subject = userId ? `user:${userId}` : await hashAddress(address);
  const limit = analyzeRateLimit(userId !== null);
  if (!(await takeRateSlot(sql, subject, limit))) {
    const messages = ANALYZER_CATALOGUE[locale];
    const message = userId ? messages.rateLimitedSignedIn : messages.rateLimitedAnonymous;
    return errorResponse(429, message, { "Retry-After": String(limit.windowSeconds) });
  }

  let page;
  try {
    page = await fetchPageInput(url, { allowHosts: testAllowHosts() });
  } catch (error) {
    if (error instanceof SafeFetchError) return errorResponse(error.status, error.texts[locale]);
    throw error;
  }
  const pagespeed = pageSpeedConfigFromEnv();
  const result = buildAnalysis(
    auditPage(page),
    {
      id: crypto.randomUUID(),
      url,
      finalUrl: page.finalUrl,
      analyzedAt: new Date().toISOString(),
      fetchMs: page.timings.fetchMs,
      bytes: new TextEncoder().encode(page.html).byteLength,
    },
    { status: pagespeed ? "pending" : "unavailable", error: null },
  );
  const { owner, readToken } = await newOwner(userId);
  await insertAnalysis(sql, owner, result);
  if (pagespeed) runInBackground(enrich(sql, result, pagespeed));
  return json(answer({ result }, false, readToken));
}

/** Runs PageSpeed Insights and stores the merged result, or the Dutch reason it failed. */
async function enrich(sql: Sql, result: StoredAnalysis, config: PageSpeedConfig): Promise<void> {
  let next: StoredAnalysis;
  try {
    next = mergePageSpeed(result, await runPageSpeed(result.finalUrl, config));
  } catch (error) {
    if (!(error instanceof PageSpeedError)) console.error("analyze-site: PageSpeed failed", error);
    const message =
      error instanceof PageSpeedError
        ? error.message
        : "De volledige Lighthouse-meting is mislukt.";
    next = { ...result, pagespeed: { status: "failed", error: message } };
  }
  await updateAnalysis(sql, next).catch((error: unknown) => {
    console.error("analyze-site: could not store the PageSpeed result", error);
  });
}

/**
 * Keeps the work alive after the response: the Edge Runtime ends an invocation once it answered
 * unless the promise is handed to EdgeRuntime.waitUntil. The emulator (Node) keeps running anyway.
 */
function runInBackground(work: Promise<void>): void {
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void } })
    .EdgeRuntime;
  if (runtime) runtime.waitUntil(work);
  else void work;
}
