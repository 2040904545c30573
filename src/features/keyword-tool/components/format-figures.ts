import { countNl, ctrNl, positionNl } from "@contract/dutch-figures";

/** "3,4%"; null (no impressions) is not a measurement, so it gets the caller's fallback. */
export function formatCtr(ctr: number | null, fallback: string): string {
  return ctr === null ? fallback : ctrNl(ctr);
}

/** "7,3": Search Console's average position with one decimal, as Search Console shows it. */
export function formatPosition(position: number | null, fallback: string): string {
  return position === null ? fallback : positionNl(position);
}

export function formatVolume(volume: number | null, fallback: string): string {
  return volume === null ? fallback : countNl(volume);
}
