import {
  CONTENT_CATALOGUE,
  CONTENT_FIELDS,
  contentActionSchema,
} from "../_shared/contract/content.ts";
import { getSql } from "../_shared/db.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { parseJsonBody } from "../_shared/validate.ts";
import { exportPost } from "./export.ts";
import { keywordList } from "../_shared/content/planning/keyword-list.ts";
import { contentOverview } from "./overview.ts";
import { runPostAction } from "./post-actions.ts";
import { startSignedIn } from "../_shared/request.ts";
import { isUuid } from "../_shared/uuid.ts";

/**
 * /functions/v1/content (contract/content.ts): the caller's Contentkalender and drafts.
 * GET plans the current period when it is due (so an upgrade shows its extra posts at once),
 * GET ?id=&format= exports a draft, GET ?view=keywords lists the keywords (contract/keywords.ts),
 * POST runs one action. Plan and quota come from Stripe's
 * state on the server, never from the browser.
 */
export async function handler(req: Request): Promise<Response> {
  const start = await startSignedIn(req, ["GET", "POST"]);
  if (!start.ok) return start.response;
  const { locale } = start;
  const messages = CONTENT_CATALOGUE[locale];
  const userId = start.user.id;

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
    if (!isUuid(id)) return errorResponse(400, messages.invalidId);
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
