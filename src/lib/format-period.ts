import { lazy } from "./lazy";

const dayMonth = lazy(
  () => new Intl.DateTimeFormat("nl-NL", { day: "numeric", month: "short", timeZone: "UTC" }),
);

const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
const dayAndMonth = (iso: string) => dayMonth().format(day(iso)).replace(/\./g, "");

/**
 * A Search Console period, both days included, as "14 okt t/m 10 nov 2026" (the year once when
 * both days share it, else with each: "20 dec 2025 t/m 16 jan 2026").
 */
export function formatPeriodThrough(from: string, to: string): string {
  const fromYear = day(from).getUTCFullYear();
  const toYear = day(to).getUTCFullYear();
  const first = fromYear === toYear ? dayAndMonth(from) : `${dayAndMonth(from)} ${fromYear}`;
  return `${first} t/m ${dayAndMonth(to)} ${toYear}`;
}

const oneDecimal = lazy(
  () => new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** An average position as Search Console shows it, with one decimal: 11.43 → "11,4". */
export function formatPosition(position: number): string {
  return oneDecimal().format(position);
}
