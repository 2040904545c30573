import { formatNumber } from "@/lib/format";

const percent = new Intl.NumberFormat("nl-NL", { style: "percent", maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat("nl-NL", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** "3,4%"; null (no impressions) is not a measurement, so it gets the caller's fallback. */
export function formatCtr(ctr: number | null, fallback: string): string {
  return ctr === null ? fallback : percent.format(ctr);
}

/** "7,3": Search Console's average position with one decimal, as Search Console shows it. */
export function formatPosition(position: number | null, fallback: string): string {
  return position === null ? fallback : oneDecimal.format(position);
}

export function formatVolume(volume: number | null, fallback: string): string {
  return volume === null ? fallback : formatNumber(volume);
}
