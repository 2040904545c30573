import { CONTENT_MESSAGES } from "../_shared/contract/content.ts";
import {
  generateContentSchema,
  generatedDraftSchema,
  PUBLIC_API_ERRORS,
} from "../_shared/contract/public-api.ts";
import { createDraftForApi } from "../_shared/content/create-draft.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { readJsonBody } from "../_shared/public-api/responses.ts";
import type { ApiContext } from "./routes.ts";

/** Seconds until the next period starts, when the quota is renewed. */
function secondsUntil(day: string): string {
  const ms = new Date(`${day}T00:00:00Z`).getTime() - Date.now();
  return String(Math.max(1, Math.ceil(ms / 1000)));
}

/**
 * POST /api/v1/content/generate { topic, keywords }: a draft written at once and counted against
 * the period's quota, like the calendar's (docs/decisions/023). A used-up quota is a 429 whose
 * Retry-After points at the next period.
 */
export async function generateContentRoute(c: ApiContext): Promise<Response> {
  const body = await readJsonBody(c.req.raw, generateContentSchema);
  if (!body.ok) return body.response;
  const result = await createDraftForApi(c.get("sql"), c.get("caller").userId, body.data);
  if (result.ok) return json(generatedDraftSchema.parse(result.post), 201);
  switch (result.reason) {
    case "needs-profile":
      return errorResponse(409, CONTENT_MESSAGES.needsProfile);
    case "quota":
      return errorResponse(429, CONTENT_MESSAGES.quotaReached, {
        "Retry-After": secondsUntil(result.periodEnd),
      });
    case "failed":
      return errorResponse(502, result.message ?? PUBLIC_API_ERRORS.contentFailed);
    case "needs-plan":
      // The key's plan was checked before; only an unknown renewal gets here.
      return errorResponse(503, PUBLIC_API_ERRORS.contentUnavailable, { "Retry-After": "60" });
  }
}
