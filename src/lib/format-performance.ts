// Dutch formatting of Search Console figures and periods (the dashboard's "Resultaten uit Google").
import { formatDateLong } from "./format";
import { lazy } from "./lazy";

/** "15 maart 2024" → day, month and year, to name a shared month or year once. */
function parts(isoDay: string): { day: string; month: string; year: string } {
  const [day = "", month = "", year = ""] = formatDateLong(isoDay).split(" ");
  return { day, month, year };
}

/**
 * A period of days (both included) in Dutch: "1 t/m 28 oktober 2026",
 * "29 september t/m 26 oktober 2026", "8 december 2025 t/m 4 januari 2026".
 */
export function formatDayPeriod(from: string, to: string): string {
  const a = parts(from);
  const b = parts(to);
  const end = `${b.day} ${b.month} ${b.year}`;
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} t/m ${end}`;
  if (a.month !== b.month) return `${a.day} ${a.month} t/m ${end}`;
  return `${a.day} t/m ${end}`;
}

const decimal = (digits: number) =>
  lazy(
    () =>
      new Intl.NumberFormat("nl-NL", {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
const oneDecimal = decimal(1);
const whole = lazy(() => new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 0 }));

/** 1234 → "1.234". */
export function formatCount(value: number): string {
  return whole().format(value);
}

/** A CTR of 0–1 as a percentage: 0.0345 → "3,5%". */
export function formatCtr(ctr: number): string {
  return `${oneDecimal().format(ctr * 100)}%`;
}

/** An average position: 12.345 → "12,3". */
export function formatPosition(position: number): string {
  return oneDecimal().format(position);
}

/** The size of a change, without its sign: -12.5 → "12,5" (the arrow says the direction). */
export function formatChangeAmount(value: number): string {
  return oneDecimal().format(Math.abs(value));
}
