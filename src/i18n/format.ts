import type { Locale } from "@contract/locale";

/**
 * Numbers, money and dates in the customer's language through Intl (never hand-built strings).
 * Dutch is nl-NL ("€ 19,00", "1.234", "26 november 2026"); English is en-GB, whose day-month
 * order and euro sign suit Dutch customers who read English ("€19.00", "1,234", "26 November 2026").
 */
const INTL_LOCALE: Record<Locale, string> = { nl: "nl-NL", en: "en-GB" };

export function intlLocale(locale: Locale): string {
  return INTL_LOCALE[locale];
}

export function formatNumber(
  value: number,
  locale: Locale,
  options: Intl.NumberFormatOptions = {},
): string {
  return new Intl.NumberFormat(intlLocale(locale), options).format(value);
}

/** An amount in euros (or `currency`), with cents. */
export function formatCurrency(amount: number, locale: Locale, currency = "EUR"): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency }).format(amount);
}

export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string {
  return new Intl.DateTimeFormat(intlLocale(locale), options).format(new Date(value));
}
