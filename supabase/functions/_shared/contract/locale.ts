/**
 * The languages of the customer area, the auth screens and (later) server messages. Dutch is the
 * default and complete; English is offered on request. The browser (src/i18n/), the profile's
 * `locale` column and the functions all take the list from here. Free of zod on purpose: the
 * browser's i18n chunk imports it.
 */
export const LOCALES = ["nl", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "nl";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
