import { z } from "zod";
import { COMMON_CATALOGUE } from "./common-messages.ts";
import { translateDutch, type Catalogue } from "./contract/catalogue.ts";
import { TEXT_CATALOGUE } from "./contract/control-characters.ts";
import type { Locale } from "./contract/locale.ts";
import { errorResponse } from "./http.ts";

export type ParseResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/** A field's name as its form says it, per language (contract/<function>.ts). */
export type FieldNames = Record<string, Record<Locale, string>>;

/**
 * The language of a body's validation messages. Without one the messages stay as before
 * (zod's English, the path as written) for the functions that do not pass their language yet.
 */
export interface ValidationLanguage {
  locale: Locale;
  fields?: FieldNames;
  /**
   * The catalogues whose Dutch words the schema carries as its own messages (`{ error: … }`):
   * such a message is answered in `locale` from the same key.
   */
  catalogues?: readonly Catalogue[];
}

// zod 4's own Dutch and English messages (z.locales), used per parse so each request gets its language.
export const ZOD_ERROR_MAPS: Record<Locale, z.core.$ZodErrorMap> = {
  nl: z.locales.nl().localeError,
  en: z.locales.en().localeError,
};

/** "name: Name is required" — the first problem, with the field it concerns (named in `language`'s words). */
export function describeIssues(error: z.ZodError, language?: ValidationLanguage): string {
  const issue = error.issues[0];
  if (!issue) return COMMON_CATALOGUE[language?.locale ?? "en"].bodyInvalid;
  const path = issue.path.map(String).join(".");
  // An item of a list ("keywords.2") is named as its list is.
  const words = language?.fields?.[path] ?? language?.fields?.[String(issue.path[0])];
  const field = language ? (words?.[language.locale] ?? path) : path;
  // The rules every text shares (contract/control-characters.ts) speak every language too.
  const message = language
    ? translateDutch(issue.message, language.locale, [
        ...(language.catalogues ?? []),
        TEXT_CATALOGUE,
      ])
    : issue.message;
  return field ? `${field}: ${message}` : message;
}

/**
 * Reads the request body as JSON and validates it. Bad input is always a 400 with
 * `{ "error": "..." }` naming the problem, never a 500: malformed JSON, an empty body, a body of
 * the wrong type and a schema violation are all the caller's to fix.
 */
export async function parseJsonBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  language?: ValidationLanguage,
): Promise<ParseResult<z.infer<S>>> {
  const messages = COMMON_CATALOGUE[language?.locale ?? "en"];
  let raw: unknown;
  try {
    const text = await req.text();
    if (text.trim() === "")
      return { ok: false, response: errorResponse(400, messages.bodyMissing) };
    raw = JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, messages.bodyNotJson) };
  }
  // A schema's own message (`{ error: "…" }`) still wins over the language's default wording.
  const result = language
    ? schema.safeParse(raw, { error: ZOD_ERROR_MAPS[language.locale] })
    : schema.safeParse(raw);
  if (!result.success)
    return { ok: false, response: errorResponse(400, describeIssues(result.error, language)) };
  return { ok: true, data: result.data };
}
