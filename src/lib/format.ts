// Formatters are made on first use: creating one loads locale data (lazy.ts says why).
import { lazy } from "./lazy";

/** Euro formatters per Intl locale, with and without cents, made on first use. */
const euroFormatters = new Map<string, Intl.NumberFormat>();

function euroFormatter(intlLocale: string, cents: boolean): Intl.NumberFormat {
  const key = `${intlLocale}:${cents}`;
  let formatter = euroFormatters.get(key);
  if (!formatter) {
    const digits = cents ? 2 : 0;
    formatter = new Intl.NumberFormat(intlLocale, {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    euroFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats an amount in euros the Dutch way: whole euros without cents, anything else with both
 * digits: 19 -> "€ 19", 59.99 -> "€ 59,99", 24.5 -> "€ 24,50" (never "€ 24,5"). The customer
 * area passes its language's Intl locale (en-GB: "€19", "€24.50").
 */
export function formatEuro(amount: number, intlLocale = "nl-NL"): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0
    ? euroFormatter(intlLocale, false).format(cents / 100)
    : formatEuroWithCents(amount, intlLocale);
}

/** Always with both cent digits, e.g. a price with VAT added: 22.99 -> "€ 22,99", 49 -> "€ 49,00". */
export function formatEuroWithCents(amount: number, intlLocale = "nl-NL"): string {
  return euroFormatter(intlLocale, true).format(amount);
}

const longDateFormatter = lazy(
  () =>
    new Intl.DateTimeFormat("nl-NL", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);

/** Formats an ISO date (yyyy-mm-dd) as "15 maart 2024". */
export function formatDateLong(isoDate: string): string {
  return longDateFormatter().format(new Date(`${isoDate}T00:00:00Z`));
}

const numberFormatter = lazy(() => new Intl.NumberFormat("nl-NL"));

export function formatNumber(value: number): string {
  return numberFormatter().format(value);
}

const dateTimeLongFormatter = lazy(
  () =>
    new Intl.DateTimeFormat("nl-NL", {
      dateStyle: "long",
      // Invoices follow the Dutch calendar day, wherever the browser is.
      timeZone: "Europe/Amsterdam",
    }),
);

/** Formats an ISO timestamp (e.g. a subscription's period end) as "15 juni 2025". */
export function formatDateTimeLong(isoTimestamp: string): string {
  return dateTimeLongFormatter().format(new Date(isoTimestamp));
}

/** One formatter per language and shape, made on first use (creating one loads locale data). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(locale: string, shape: "weekday" | "dayMonth"): Intl.DateTimeFormat {
  const key = `${locale}|${shape}`;
  let formatter = dayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      ...(shape === "weekday" ? { weekday: "short" } : {}),
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });
    dayFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats a calendar day as "di 1 dec" (`locale` is an Intl locale, Dutch by default; "en-GB"
 * gives "Tue 1 Dec"): a date-only value (yyyy-mm-dd) as that day, a timestamp as its day in
 * Amsterdam (a post planned at midnight there must not show the day before).
 */
export function formatDayShort(value: string, locale = "nl-NL"): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value
    : new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date(value));
  return dayFormatter(locale, "weekday")
    .format(new Date(`${day}T00:00:00Z`))
    .replace(/\.$/, "");
}

/** Adds whole months to a calendar day (yyyy-mm-dd), the way the content periods step. */
export function addMonthsToDay(day: string, months: number): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/**
 * Formats a period of calendar days whose end is exclusive (the next period's first day) as
 * "25 okt – 24 nov 2026" ("25 Oct – 24 Nov 2026" in "en-GB"): the last day shown is the day
 * before `endExclusive`.
 */
export function formatDayRange(start: string, endExclusive: string, locale = "nl-NL"): string {
  const last = new Date(`${endExclusive.slice(0, 10)}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  const dayMonth = dayFormatter(locale, "dayMonth");
  const first = dayMonth.format(new Date(`${start.slice(0, 10)}T00:00:00Z`));
  return `${first} – ${dayMonth.format(last)} ${last.getUTCFullYear()}`.replace(/\./g, "");
}

const momentShortFormatter = lazy(
  () =>
    new Intl.DateTimeFormat("nl-NL", {
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Europe/Amsterdam",
    }),
);

/** Formats a moment (e.g. when a scan is tried again) as "26 nov, 14:05", Amsterdam time. */
export function formatMomentShort(isoTimestamp: string): string {
  return momentShortFormatter().format(new Date(isoTimestamp));
}
