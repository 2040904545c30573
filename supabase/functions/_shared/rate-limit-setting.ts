import { getEnv } from "./env.ts";

/** A limit of `max` requests per `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

const RATE = /^\s*(\d{1,7})\s*\/\s*(\d{1,7})\s*$/;

/**
 * A limit from a secret written `<max>/<seconds>` (e.g. `LEADS_RATE_LIMIT=5/600`), else the
 * default. Load tests and benchmarks raise limits this way; a malformed value keeps the default
 * and says so in the log, so a typo never switches a limit off.
 */
export function rateLimitSetting(name: string, fallback: RateLimit): RateLimit {
  const raw = getEnv(name);
  if (raw === undefined) return fallback;
  const match = RATE.exec(raw);
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || max < 1 || windowSeconds < 1) {
    console.warn(
      `${name}=${raw} is not <max>/<seconds>; using ${fallback.max}/${fallback.windowSeconds}`,
    );
    return fallback;
  }
  return { max, windowSeconds };
}
