/** The time the popup was shown, kept in localStorage under this exact key (docs/contracts/product-rules.md §3). */
export const EXIT_INTENT_STORAGE_KEY = "exitIntentShown";
/** Shown at most once per 24 hours. */
export const EXIT_INTENT_COOLDOWN_MS = 24 * 60 * 60 * 1000;
/** The pointer leaves through the top edge (vertical position at most 5). */
export const EXIT_INTENT_TOP_EDGE_PX = 5;

/** True when the pointer left the document (no element to go to) through the top edge. */
export function isTopEdgeExit(event: Pick<MouseEvent, "clientY" | "relatedTarget">): boolean {
  return event.relatedTarget === null && event.clientY <= EXIT_INTENT_TOP_EDGE_PX;
}

/**
 * Whether the stored value says the popup was shown less than 24 h ago. Unparsable values count
 * as not shown. A time in the future (clock turned back) counts as recent, but only up to 24 h
 * ahead, so a corrupt far-future value cannot hide the popup forever.
 */
export function wasShownRecently(stored: string | null, now: Date): boolean {
  if (!stored) return false;
  const shownAt = Date.parse(stored);
  if (Number.isNaN(shownAt)) return false;
  const age = now.getTime() - shownAt;
  return age < EXIT_INTENT_COOLDOWN_MS && age > -EXIT_INTENT_COOLDOWN_MS;
}

/** Milliseconds until the next local midnight (the offer's deadline). */
export function msUntilMidnight(now: Date): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime() - now.getTime();
}

/** Whole hours and minutes left, rounding up so the last seconds still read "1 minuut". */
export function splitRemaining(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(Math.ceil(ms / 60_000), 0);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** The stored time of the last showing (null: never, or storage blocked). */
export function readShownAt(): string | null {
  try {
    return window.localStorage.getItem(EXIT_INTENT_STORAGE_KEY);
  } catch {
    return null; // storage blocked (privacy mode): behave as if never shown
  }
}

/** Records a showing (also by the boot loader, for its stand-in closed before the app arrived). */
export function writeShownAt(now: Date) {
  try {
    window.localStorage.setItem(EXIT_INTENT_STORAGE_KEY, now.toISOString());
  } catch {
    // storage blocked: the per-page-load flag still prevents a second popup
  }
}

/** Once per page load, even when the stored time is cleared or the home page is revisited. */
let shownThisPageLoad = false;

/**
 * Claims the right to show the popup now: false when it already showed in this page load or
 * in the last 24 hours; otherwise records the time and returns true.
 */
export function claimExitIntent(now: Date): boolean {
  if (shownThisPageLoad || wasShownRecently(readShownAt(), now)) return false;
  shownThisPageLoad = true;
  writeShownAt(now);
  return true;
}

/** For tests: start a fresh page load. */
export function resetExitIntentSession() {
  shownThisPageLoad = false;
}
