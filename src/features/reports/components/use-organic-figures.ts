import { formatDate, formatNumber, useLocale, useT } from "@/i18n";

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
/** The sign of a rise (a fall has its minus already), as the PDF writes it. */
const plus = (value: number) => (value > 0 ? "+" : "");
const DAY = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;

/**
 * Search Console figures in the active language, for the report's "Organisch verkeer uit Google".
 * In Dutch they read exactly as the PDF writes them (contract/dutch-figures.ts): 1.234 clicks,
 * CTR 3,4%, position 7,2, "+12,5%", "1 t/m 28 oktober 2026"; in English 1,234, 3.4%, 7.2,
 * "+12.5%", "1 to 28 October 2026".
 */
export function useOrganicFigures() {
  const locale = useLocale();
  const { t } = useT("reports");
  const day = (iso: string) => formatDate(`${iso}T00:00:00Z`, locale, DAY);
  return {
    count: (value: number) => formatNumber(value, locale, { maximumFractionDigits: 0 }),
    /** "–" without impressions. */
    ctr: (ctr: number | null) =>
      ctr === null ? "–" : formatNumber(ctr, locale, { style: "percent", ...ONE_DECIMAL }),
    position: (position: number | null) =>
      position === null ? "–" : formatNumber(position, locale, ONE_DECIMAL),
    /** A change in percent with its sign; "–" when there was nothing to compare with. */
    change: (change: number | null) =>
      change === null ? "–" : `${plus(change)}${formatNumber(change, locale, ONE_DECIMAL)}%`,
    /** A whole-number difference with its sign: "+12", "-3", "0". */
    difference: (value: number) =>
      `${plus(value)}${formatNumber(value, locale, { maximumFractionDigits: 0 })}`,
    /** "2026-11" → "november 2026" */
    month: (yearMonth: string) =>
      formatDate(`${yearMonth}-01T00:00:00Z`, locale, {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }),
    /** Days, both included, naming a shared month or year once: "1 t/m 28 oktober 2026". */
    period: ({ from, to }: { from: string; to: string }) => {
      const [fromDay, fromMonth, fromYear] = day(from).split(" ");
      const [, toMonth, toYear] = day(to).split(" ");
      const start =
        fromYear !== toYear
          ? day(from)
          : fromMonth !== toMonth
            ? `${fromDay} ${fromMonth}`
            : fromDay;
      return t("organic.periodRange", { from: start, to: day(to) });
    },
  };
}

export type OrganicFigures = ReturnType<typeof useOrganicFigures>;
