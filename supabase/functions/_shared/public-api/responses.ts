import type { z } from "zod";
import { translateDutch, type Catalogue } from "../contract/catalogue.ts";
import { TEXT_CATALOGUE } from "../contract/control-characters.ts";
import type { Locale } from "../contract/locale.ts";
import { PUBLIC_API_CATALOGUE } from "../contract/public-api.ts";
import type { PublicApiErrorCode } from "../contract/public-api-error-codes.ts";
import { json } from "../http.ts";
import { ZOD_ERROR_MAPS } from "../validate.ts";

/**
 * Every error of the public API: the text in the request's language next to its stable code
 * (contract/public-api-error-codes.ts). `Vary` tells caches the text depends on Accept-Language.
 */
export function apiError(
  status: number,
  code: PublicApiErrorCode,
  text: string,
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
): Response {
  return json({ error: text, code, ...extra }, status, { Vary: "Accept-Language", ...headers });
}

/** What a validation message is answered in: the language and the catalogues its Dutch words come from. */
export interface ApiLanguage {
  locale: Locale;
  catalogues?: readonly Catalogue[];
}

/** One message per field path ("keywords.0"): the first problem of each field, in the request's language. */
function fieldMessages(error: z.ZodError, language: ApiLanguage): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "body";
    fields[path] ??= translateDutch(issue.message, language.locale, [
      ...(language.catalogues ?? []),
      TEXT_CATALOGUE,
    ]);
  }
  return fields;
}

/** 422 with the message per field; `code` is invalid_input unless the endpoint has its own. */
export function validationError(
  error: z.ZodError,
  language: ApiLanguage,
  code: "invalid_input" | "invalid_query" = "invalid_input",
): Response {
  return apiError(
    422,
    code,
    PUBLIC_API_CATALOGUE[language.locale].invalid,
    {},
    {
      fields: fieldMessages(error, language),
    },
  );
}

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON body: unreadable or malformed JSON is a 400, a schema violation a 422 — zod's own
 * wording in the request's language, the schema's own Dutch messages translated by their key.
 */
export async function readJsonBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  language: ApiLanguage,
): Promise<BodyResult<z.output<S>>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await req.text());
  } catch {
    const text = PUBLIC_API_CATALOGUE[language.locale].invalidJson;
    return { ok: false, response: apiError(400, "invalid_json", text) };
  }
  const parsed = schema.safeParse(raw, { error: ZOD_ERROR_MAPS[language.locale] });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, response: validationError(parsed.error, language) };
}
