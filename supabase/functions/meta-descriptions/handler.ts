import { json } from "../_shared/http.ts";
import { signedInJsonRequest } from "../_shared/request.ts";
import { aiConfigFromEnv, suggestWithAi } from "./ai-provider.ts";
import { generateMetaDescriptions } from "./generate.ts";
import {
  META_CATALOGUE,
  META_FIELDS,
  metaRequestSchema,
} from "../_shared/contract/meta-descriptions.ts";

/** `{ suggestion1: "...", suggestion2: "...", ... }`: an object whose values are the suggestions (docs/product.md §3). */
export function toResponseBody(suggestions: string[]): Record<string, string> {
  return Object.fromEntries(suggestions.map((text, index) => [`suggestion${index + 1}`, text]));
}

/**
 * POST /functions/v1/meta-descriptions  { name, description }
 * -> 200 { suggestion1, suggestion2, suggestion3 }
 *
 * Signed-in customers only: the gateway checks the JWT signature (verify_jwt), this handler checks
 * that it belongs to a live user session. Runs unchanged in Deno (index.ts) and in the emulator.
 */
export async function handler(req: Request): Promise<Response> {
  const request = await signedInJsonRequest(req, metaRequestSchema, {
    fields: META_FIELDS,
    catalogues: [META_CATALOGUE],
  });
  if (!request.ok) return request.response;

  const ai = aiConfigFromEnv();
  const suggestions =
    (ai && (await suggestWithAi(request.body, ai))) || generateMetaDescriptions(request.body);
  return json(toResponseBody(suggestions));
}
