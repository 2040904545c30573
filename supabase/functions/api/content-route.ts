import { generateContentSchema, PUBLIC_API_ERRORS } from "../_shared/contract/public-api.ts";
import { errorResponse } from "../_shared/http.ts";
import { readJsonBody } from "../_shared/public-api/responses.ts";
import type { ApiContext } from "./routes.ts";

/**
 * POST /api/v1/content/generate { topic, keywords }. The body is validated (400/422) so callers
 * can build against the contract now; writing the draft waits for the content module's
 * create-draft, which did not exist when this endpoint was built (docs/decisions/022).
 */
export async function generateContentRoute(c: ApiContext): Promise<Response> {
  const body = await readJsonBody(c.req.raw, generateContentSchema);
  if (!body.ok) return body.response;
  return errorResponse(503, PUBLIC_API_ERRORS.contentUnavailable);
}
