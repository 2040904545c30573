import type { Locale } from "@contract/locale";
import { formatEuro } from "@/lib/format";

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

/**
 * A moment as its calendar day in Amsterdam, long ("15 juni 2025" / "15 June 2025"): a report's
 * date, a key's creation, invoices, trials and refunds follow the Dutch calendar day, wherever
 * the browser is.
 */
export function formatDayInAmsterdam(value: Date | string | number, locale: Locale): string {
  return formatDate(value, locale, { dateStyle: "long", timeZone: "Europe/Amsterdam" });
}

/** Items joined the language's way: "Ultimate en Power", "/, /brood en 3 andere"; "A, B and C". */
export function formatList(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(intlLocale(locale), { type: "conjunction" }).format(items);
}

/**
 * A price the way the plan cards write it: whole euros without cents ("€ 49" / "€49"), anything
 * else with both digits ("€ 24,50" / "€24.50").
 */
export function formatPrice(amount: number, locale: Locale): string {
  return formatEuro(amount, intlLocale(locale));
}
