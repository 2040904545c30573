import type { Locale } from "@contract/locale";
import { periodNl } from "@contract/dutch-figures";
import { formatNumber, intlLocale, useLocale } from "@/i18n";

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
const DAY: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
};

/**
 * A period of days, both included: Dutch as every Dutch screen writes it ("1 t/m 28 november
 * 2026"), other languages by Intl's own range ("1–28 November 2026").
 */
function period(range: { from: string; to: string }, locale: Locale): string {
  if (locale === "nl") return periodNl(range);
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  return new Intl.DateTimeFormat(intlLocale(locale), DAY).formatRange(
    day(range.from),
    day(range.to),
  );
}

/**
 * Search Console and Google Ads figures in the active language: 1.234 / 1,234 clicks, CTR
 * 3,4% / 3.4%, position 7,2 / 7.2. A null (no impressions, nothing measured) gets the caller's
 * fallback: it is not a measurement.
 */
export function useFigures() {
  const locale = useLocale();
  const count = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 0 });
  return {
    count,
    ctr: (ctr: number | null, fallback: string) =>
      ctr === null ? fallback : formatNumber(ctr, locale, { style: "percent", ...ONE_DECIMAL }),
    position: (position: number | null, fallback: string) =>
      position === null ? fallback : formatNumber(position, locale, ONE_DECIMAL),
    volume: (volume: number | null, fallback: string) =>
      volume === null ? fallback : count(volume),
    period: (range: { from: string; to: string }) => period(range, locale),
  };
}
