import {
  CONTENT_CATALOGUE,
  CONTENT_FIELDS,
  contentActionSchema,
} from "../_shared/contract/content.ts";
import { getCaller } from "../_shared/auth.ts";
import { handleCors } from "../_shared/cors.ts";
import { getSql } from "../_shared/db.ts";
import { errorResponse, json, methodNotAllowed } from "../_shared/http.ts";
import { requestLocale } from "../_shared/request-locale.ts";
import { parseJsonBody } from "../_shared/validate.ts";
import { exportPost } from "./export.ts";
import { keywordList } from "../_shared/content/planning/keyword-list.ts";
import { contentOverview } from "./overview.ts";
import { runPostAction } from "./post-actions.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /functions/v1/content (contract/content.ts): the caller's Contentkalender and drafts.
 * GET plans the current period when it is due (so an upgrade shows its extra posts at once),
 * GET ?id=&format= exports a draft, GET ?view=keywords lists the keywords (contract/keywords.ts),
 * POST runs one action. Plan and quota come from Stripe's
 * state on the server, never from the browser.
 */
export async function handler(req: Request): Promise<Response> {
  const preflight = handleCors(req);
  if (preflight) return preflight;
  const locale = requestLocale(req);
  const messages = CONTENT_CATALOGUE[locale];
  if (req.method !== "GET" && req.method !== "POST") {
    return methodNotAllowed(["GET", "POST"], locale);
  }

  const caller = await getCaller(req);
  if (!caller.ok) return caller.response;
  const userId = caller.user.id;

  let action;
  if (req.method === "POST") {
    const parsed = await parseJsonBody(req, contentActionSchema, {
      locale,
      fields: CONTENT_FIELDS,
      catalogues: [CONTENT_CATALOGUE],
    });
    if (!parsed.ok) return parsed.response;
    action = parsed.data;
  }
  const url = new URL(req.url);
  const id = url.searchParams.get("id");
  if (req.method === "GET" && id !== null) {
    if (!UUID.test(id)) return errorResponse(400, messages.invalidId);
    const format = url.searchParams.get("format");
    if (format !== "markdown" && format !== "html") {
      return errorResponse(400, messages.invalidFormat);
    }
  }

  try {
    const sql = getSql();
    if (action) return await runPostAction(sql, userId, action, locale);
    if (url.searchParams.get("view") === "keywords") return json(await keywordList(sql, userId));
    if (id !== null) {
      return await exportPost(
        sql,
        userId,
        id,
        url.searchParams.get("format") as "markdown",
        messages,
      );
    }
    return json(await contentOverview(sql, userId));
  } catch (error) {
    console.error("content: failed", error);
    return errorResponse(503, messages.unavailable);
  }
}
