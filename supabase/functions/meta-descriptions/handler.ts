import { getCaller } from "../_shared/auth.ts";
import { handleCors } from "../_shared/cors.ts";
import { json, methodNotAllowed } from "../_shared/http.ts";
import { parseJsonBody } from "../_shared/validate.ts";
import { aiConfigFromEnv, suggestWithAi } from "./ai-provider.ts";
import { generateMetaDescriptions } from "./generate.ts";
import { metaRequestSchema } from "../_shared/contract/meta-descriptions.ts";

/** `{ suggestion1: "...", suggestion2: "...", ... }`: an object whose values are the suggestions (spec §3). */
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
  const preflight = handleCors(req);
  if (preflight) return preflight;
  if (req.method !== "POST") return methodNotAllowed(["POST"]);

  const caller = await getCaller(req);
  if (!caller.ok) return caller.response;

  const body = await parseJsonBody(req, metaRequestSchema);
  if (!body.ok) return body.response;

  const ai = aiConfigFromEnv();
  const suggestions =
    (ai && (await suggestWithAi(body.data, ai))) || generateMetaDescriptions(body.data);
  return json(toResponseBody(suggestions));
}
