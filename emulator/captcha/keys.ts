/**
 * The Turnstile double's widget keys. Like the Stripe double's keys they are fixed and public:
 * the double runs on this machine only, and the browser build that talks to it gets the site key
 * (VITE_CAPTCHA_SITE_KEY) from `npm run dev` or the test that builds it.
 */
export const CAPTCHA_DOUBLE_SITE_KEY = "0x4AAAAAAAVindbaarEmulator";
export const CAPTCHA_DOUBLE_SECRET = "0x4AAAAAAAVindbaarEmulatorSecret";

/** Where the double lives under the emulator's origin, mirroring challenges.cloudflare.com. */
export const CAPTCHA_PREFIX = "/captcha";
export const CAPTCHA_PATHS = {
  /** Cloudflare: https://challenges.cloudflare.com/turnstile/v0/api.js */
  script: `${CAPTCHA_PREFIX}/turnstile/v0/api.js`,
  /** Cloudflare: https://challenges.cloudflare.com/turnstile/v0/siteverify */
  siteverify: `${CAPTCHA_PREFIX}/turnstile/v0/siteverify`,
  /** The double's own: what its widget calls when the box is ticked (Cloudflare's is private). */
  challenge: `${CAPTCHA_PREFIX}/turnstile/v0/challenge`,
} as const;
