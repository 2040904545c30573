/**
 * The language the functions should answer in (their 4xx `{ "error" }` texts and validation
 * messages; supabase/functions/_shared/request-locale.ts). Set by src/i18n once it is loaded and
 * on every language change; until then (public pages never load i18n) no header is added and the
 * browser's own Accept-Language applies.
 */
let language: string | null = null;

export function setRequestLanguage(locale: string): void {
  language = locale;
}

/** `{ "Accept-Language": "en" }` for a function call, or nothing before a language is known. */
export function requestLanguageHeaders(): Record<string, string> {
  return language ? { "Accept-Language": language } : {};
}

/** The chosen language, or null on the public pages (they never load i18n and stay Dutch). */
export function requestLanguage(): string | null {
  return language;
}
