/**
 * How far a signature's timestamp may be from our clock, in seconds: Stripe's own default (five
 * minutes, stripe-node's DEFAULT_TOLERANCE), used for both directions.
 */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `t=` of a `Stripe-Signature: t=…,v1=…` header (Unix seconds), or null without one. */
export function signedAt(header: string): number | null {
  for (const part of header.split(",")) {
    const [key, value] = part.split("=", 2);
    if (key?.trim() === "t" && /^\d+$/.test(value?.trim() ?? "")) return Number(value);
  }
  return null;
}

/**
 * Whether the signature was made within the tolerance of now, in either direction. stripe-node
 * refuses only signatures that are too old; one dated ahead would keep a captured delivery
 * replayable for as long as it is ahead (plus the tolerance), so we refuse that too.
 */
export function signedWithinTolerance(header: string, nowMs = Date.now()): boolean {
  const timestamp = signedAt(header);
  if (timestamp === null) return false;
  return Math.abs(Math.floor(nowMs / 1000) - timestamp) <= SIGNATURE_TOLERANCE_SECONDS;
}
