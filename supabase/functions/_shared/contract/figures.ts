/**
 * Search Console figures in one language's way of writing them: counts, CTR, position, changes,
 * days, months and periods of days. Dutch (dutch-figures.ts) is what every screen, the report and
 * its PDF write; the customer area's English builds the same set for its own locale, so both
 * follow one set of rules and differ only in Intl's separators and the word joining a period.
 */

type Formatter<T> = { format(value: T): string };

/** Made on first use: creating an Intl formatter loads locale data. */
function once<T>(make: () => Formatter<T>): () => Formatter<T> {
  let made: Formatter<T> | undefined;
  return () => (made ??= make());
}

export interface FigureFormats {
  /** 1234 → "1.234" / "1,234" */
  count(value: number): string;
  /** A CTR of 0.0342 → "3,4%" / "3.4%"; "–" without impressions. */
  ctr(ctr: number | null): string;
  /** 7.23 → "7,2" / "7.2"; "–" without impressions. */
  position(position: number | null): string;
  /** 12.5 → "+12,5%", -3 → "-3,0%"; "–" when there was nothing to compare with. */
  change(change: number | null): string;
  /** The size of a change without its sign, where an arrow says the direction: -12.5 → "12,5". */
  changeAmount(change: number): string;
  /** A whole-number difference with its sign: 12 → "+12", -3 → "-3", 0 → "0". */
  difference(value: number): string;
  /** "2026-11-01" → "1 november 2026" / "1 November 2026" */
  day(iso: string): string;
  /** "2026-11" → "november 2026" */
  month(yearMonth: string): string;
  /** "2026-11" → "nov 26", for a chart's axis. */
  shortMonth(yearMonth: string): string;
  /**
   * A period of days, both included, naming a shared month or year once: "1 t/m 28 oktober
   * 2026", "29 september t/m 26 oktober 2026", "8 december 2025 t/m 4 januari 2026".
   */
  period(period: { from: string; to: string }): string;
}

/**
 * The figures for an Intl locale that writes a day as "day month year" (nl-NL, en-GB), with
 * `through` joining the first and last day of a period ("t/m", "to").
 */
export function figureFormats(intlLocale: string, through: string): FigureFormats {
  const whole = once(() => new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 }));
  const oneDecimal = once(
    () => new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
  const percent = once(
    () =>
      new Intl.NumberFormat(intlLocale, {
        style: "percent",
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
  );
  const dayFormat = once(
    () =>
      new Intl.DateTimeFormat(intlLocale, {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      }),
  );
  const monthFormat = once(
    () => new Intl.DateTimeFormat(intlLocale, { month: "long", year: "numeric", timeZone: "UTC" }),
  );
  const shortMonthFormat = once(
    () => new Intl.DateTimeFormat(intlLocale, { month: "short", year: "2-digit", timeZone: "UTC" }),
  );

  const day = (iso: string): string => dayFormat().format(new Date(`${iso}T00:00:00Z`));

  return {
    count: (value) => whole().format(value),
    ctr: (ctr) => (ctr === null ? "–" : percent().format(ctr)),
    position: (position) => (position === null ? "–" : oneDecimal().format(position)),
    change: (change) =>
      change === null ? "–" : `${change > 0 ? "+" : ""}${oneDecimal().format(change)}%`,
    changeAmount: (change) => oneDecimal().format(Math.abs(change)),
    difference: (value) => `${value > 0 ? "+" : ""}${whole().format(value)}`,
    day,
    month: (yearMonth) => monthFormat().format(new Date(`${yearMonth}-01T00:00:00Z`)),
    shortMonth: (yearMonth) =>
      shortMonthFormat()
        .format(new Date(`${yearMonth}-01T00:00:00Z`))
        .replace(".", ""),
    period: ({ from, to }) => {
      const [fromDay, fromMonth, fromYear] = day(from).split(" ");
      const [, toMonth, toYear] = day(to).split(" ");
      const end = day(to);
      if (fromYear !== toYear) return `${day(from)} ${through} ${end}`;
      if (fromMonth !== toMonth) return `${fromDay} ${fromMonth} ${through} ${end}`;
      return `${fromDay} ${through} ${end}`;
    },
  };
}
