import { CONTENT_CATALOGUE } from "../_shared/contract/content.ts";
import {
  GENERATE_CATALOGUE,
  generateContentSchema,
  generatedDraftSchema,
  PUBLIC_API_CATALOGUE,
} from "../_shared/contract/public-api.ts";
import { createDraftForApi } from "../_shared/content/writing/create-draft.ts";
import { json } from "../_shared/http.ts";
import { apiError, readJsonBody } from "../_shared/public-api/responses.ts";
import type { ApiContext } from "./routes.ts";

/** Seconds until the next period starts, when the quota is renewed. */
function secondsUntil(day: string): string {
  const ms = new Date(`${day}T00:00:00Z`).getTime() - Date.now();
  return String(Math.max(1, Math.ceil(ms / 1000)));
}

/**
 * POST /api/v1/content/generate { topic, keywords }: a draft written at once and counted against
 * the period's quota, like the calendar's (docs/decisions/023). A used-up quota is a 429 whose
 * Retry-After points at the next period. Every refusal is in the request's language with its code.
 */
export async function generateContentRoute(c: ApiContext): Promise<Response> {
  const locale = c.get("locale");
  const body = await readJsonBody(c.req.raw, generateContentSchema, {
    locale,
    catalogues: [CONTENT_CATALOGUE, GENERATE_CATALOGUE],
  });
  if (!body.ok) return body.response;
  const { userId, subscription } = c.get("caller");
  const result = await createDraftForApi(c.get("sql"), userId, body.data, subscription);
  if (result.ok) return json(generatedDraftSchema.parse(result.post), 201);
  const content = CONTENT_CATALOGUE[locale];
  switch (result.reason) {
    case "needs-profile":
      return apiError(409, "business_profile_missing", content.needsProfile);
    case "quota":
      return apiError(429, "content_quota_reached", content.quotaReached, {
        "Retry-After": secondsUntil(result.periodEnd),
      });
    case "failed":
      return apiError(
        502,
        "content_failed",
        result.texts?.[locale] ?? PUBLIC_API_CATALOGUE[locale].contentFailed,
      );
    case "needs-plan":
      // The key's plan was checked before; only an unknown renewal gets here.
      return apiError(503, "content_unavailable", PUBLIC_API_CATALOGUE[locale].contentUnavailable, {
        "Retry-After": "60",
      });
  }
}
