// How 'Jouw zoekwoorden' writes Google's figures: as Search Console shows them, in Dutch.
import { lazy } from "@/lib/lazy";

const oneDecimal = lazy(
  () => new Intl.NumberFormat("nl-NL", { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const percentOneDecimal = lazy(
  () =>
    new Intl.NumberFormat("nl-NL", {
      style: "percent",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
);

/** Average position with one decimal ("4,3"); "–" without impressions (never reached here). */
export function formatPosition(position: number | null): string {
  return position === null ? "–" : oneDecimal().format(position);
}

/** CTR (0–1) as a percentage with one decimal ("3,2%"). */
export function formatCtr(ctr: number | null): string {
  return ctr === null ? "–" : percentOneDecimal().format(ctr);
}
