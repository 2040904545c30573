/**
 * Search Console figures written the Dutch way (nl-NL), the one way every screen writes them: the
 * dashboard, the report page and its PDF, 'Jouw zoekwoorden', the keyword tool and the planner's
 * reasons. 1.234 clicks, CTR 3,4%, position 7,2, "+12,5%", "1 t/m 28 november 2026".
 */

type Formatter<T> = { format(value: T): string };

/** Made on first use: creating an Intl formatter loads locale data. */
function once<T>(make: () => Formatter<T>): () => Formatter<T> {
  let made: Formatter<T> | undefined;
  return () => (made ??= make());
}

const whole = once(() => new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 0 }));
const oneDecimal = once(
  () => new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const percent = once(
  () =>
    new Intl.NumberFormat("nl-NL", {
      style: "percent",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);
const day = once(
  () =>
    new Intl.DateTimeFormat("nl-NL", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }),
);
const month = once(
  () => new Intl.DateTimeFormat("nl-NL", { month: "long", year: "numeric", timeZone: "UTC" }),
);
const shortMonth = once(
  () => new Intl.DateTimeFormat("nl-NL", { month: "short", year: "2-digit", timeZone: "UTC" }),
);

/** 1234 → "1.234" */
export const countNl = (value: number): string => whole().format(value);

/** A CTR of 0.0342 → "3,4%"; "–" without impressions. */
export const ctrNl = (ctr: number | null): string => (ctr === null ? "–" : percent().format(ctr));

/** 7.23 → "7,2"; "–" without impressions. */
export const positionNl = (position: number | null): string =>
  position === null ? "–" : oneDecimal().format(position);

/** 12.5 → "+12,5%", -3 → "-3,0%"; "–" when there was nothing to compare with. */
export const changeNl = (change: number | null): string =>
  change === null ? "–" : `${change > 0 ? "+" : ""}${oneDecimal().format(change)}%`;

/** The size of a change without its sign, where an arrow says the direction: -12.5 → "12,5". */
export const changeAmountNl = (change: number): string => oneDecimal().format(Math.abs(change));

/** A whole-number difference with its sign: 12 → "+12", -3 → "-3", 0 → "0". */
export const differenceNl = (value: number): string =>
  `${value > 0 ? "+" : ""}${whole().format(value)}`;

/** "2026-11-01" → "1 november 2026" */
export const dayNl = (iso: string): string => day().format(new Date(`${iso}T00:00:00Z`));

/** "2026-11" → "november 2026" */
export const monthNl = (yearMonth: string): string =>
  month().format(new Date(`${yearMonth}-01T00:00:00Z`));

/** "2026-11" → "nov 26", for a chart's axis. */
export const shortMonthNl = (yearMonth: string): string =>
  shortMonth()
    .format(new Date(`${yearMonth}-01T00:00:00Z`))
    .replace(".", "");

/**
 * A period of days, both included, naming a shared month or year once: "1 t/m 28 oktober 2026",
 * "29 september t/m 26 oktober 2026", "8 december 2025 t/m 4 januari 2026".
 */
export function periodNl(period: { from: string; to: string }): string {
  const [fromDay, fromMonth, fromYear] = dayNl(period.from).split(" ");
  const [, toMonth, toYear] = dayNl(period.to).split(" ");
  const end = dayNl(period.to);
  if (fromYear !== toYear) return `${dayNl(period.from)} t/m ${end}`;
  if (fromMonth !== toMonth) return `${fromDay} ${fromMonth} t/m ${end}`;
  return `${fromDay} t/m ${end}`;
}
