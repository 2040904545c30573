import { z } from "zod";
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
}

const BODY_MESSAGES: Record<"missing" | "notJson" | "invalid", Record<Locale, string>> = {
  missing: {
    nl: "Het verzoek heeft geen inhoud (JSON verwacht).",
    en: "Request body is required (JSON)",
  },
  notJson: { nl: "Het verzoek is geen geldige JSON.", en: "Request body must be valid JSON" },
  invalid: { nl: "Ongeldige invoer", en: "Invalid request body" },
};

// zod 4's own Dutch and English messages (z.locales), used per parse so each request gets its language.
const ZOD_MESSAGES: Record<Locale, z.core.$ZodErrorMap> = {
  nl: z.locales.nl().localeError,
  en: z.locales.en().localeError,
};

/** "name: Name is required" — the first problem, with the field it concerns (named in `language`'s words). */
export function describeIssues(error: z.ZodError, language?: ValidationLanguage): string {
  const issue = error.issues[0];
  if (!issue) return language ? BODY_MESSAGES.invalid[language.locale] : BODY_MESSAGES.invalid.en;
  const path = issue.path.map(String).join(".");
  const field = language ? (language.fields?.[path]?.[language.locale] ?? path) : path;
  return field ? `${field}: ${issue.message}` : issue.message;
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
  const locale = language?.locale ?? "en";
  let raw: unknown;
  try {
    const text = await req.text();
    if (text.trim() === "")
      return { ok: false, response: errorResponse(400, BODY_MESSAGES.missing[locale]) };
    raw = JSON.parse(text);
  } catch {
    return { ok: false, response: errorResponse(400, BODY_MESSAGES.notJson[locale]) };
  }
  // A schema's own message (`{ error: "…" }`) still wins over the language's default wording.
  const result = language
    ? schema.safeParse(raw, { error: ZOD_MESSAGES[language.locale] })
    : schema.safeParse(raw);
  if (!result.success)
    return { ok: false, response: errorResponse(400, describeIssues(result.error, language)) };
  return { ok: true, data: result.data };
}
