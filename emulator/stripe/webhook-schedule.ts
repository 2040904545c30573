/**
 * When the double retries a webhook delivery that failed (a non-2xx answer, a network error or a
 * timeout). Stripe documents, for live mode, retries "for up to three days with an exponential
 * back off", and in test mode three retries over a few hours; it publishes no exact intervals.
 * The double follows the live-mode rule, which is what production sees:
 *
 *   retries 5, 10, 20, 40, 80, 160, 320, 640 and 1280 minutes after the attempt before (doubling),
 *   then a last one three days after the first attempt — 11 attempts in all.
 *
 * On a developer's machine three days would stall every test that meets a failing endpoint, so
 * the schedule runs compressed: TIME_COMPRESSION Stripe seconds pass in one real second (one
 * Stripe day in 8.64 s, the whole schedule in about 26 s). `retryDelaysMs` (createStripeDouble)
 * replaces the compressed schedule with any other, e.g. `STRIPE_RETRY_DELAYS_S.map((s) => s * 1000)`
 * for Stripe's own pace.
 */
const MINUTE = 60;
const THREE_DAYS = 3 * 24 * 60 * MINUTE;
const DOUBLING = [5, 10, 20, 40, 80, 160, 320, 640, 1280].map((minutes) => minutes * MINUTE);

/** The waits between attempts in Stripe's own time, in seconds. */
export const STRIPE_RETRY_DELAYS_S: readonly number[] = [
  ...DOUBLING,
  THREE_DAYS - DOUBLING.reduce((sum, delay) => sum + delay, 0),
];

export const TIME_COMPRESSION = 10_000;

/** The double's default: Stripe's schedule, compressed. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = STRIPE_RETRY_DELAYS_S.map(
  (seconds) => (seconds * 1000) / TIME_COMPRESSION,
);
