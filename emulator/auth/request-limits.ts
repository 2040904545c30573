import { ApiError } from "../http/errors.ts";
import type { Clock } from "../clock.ts";
import { gatewayAddress } from "../http/gateway-address.ts";
import type { IncomingMessage } from "node:http";

/** GoTrue's per-address limiters that the emulated endpoints use (internal/api/apilimiter). */
export type RequestLimitName = "signups" | "otp" | "magiclink" | "recover" | "resend" | "verify";

export interface RequestLimitSettings {
  /** `[auth.rate_limit] sign_in_sign_ups` (GOTRUE_RATE_LIMIT_OTP): requests per 5 minutes. */
  signInSignUps: number;
  /** `[auth.rate_limit] token_verifications` (GOTRUE_RATE_LIMIT_VERIFY): per 5 minutes. */
  tokenVerifications: number;
}

/** GoTrue refills per 5 minutes and always allows a burst of 30 (tollbooth SetBurst(30)). */
const WINDOW_MS = 5 * 60_000;
const BURST = 30;
const IDLE_MS = 3600_000;

/**
 * Token buckets per limiter and caller address, as GoTrue's tollbooth limiters: `rate` requests
 * per 5 minutes refill continuously, at most 30 wait in the bucket. The key is the address the
 * gateway set (CF-Connecting-IP from the socket), like hosted Auth's rate-limit header; a request
 * without one is not limited, as GoTrue does when the header is empty.
 */
export class RequestLimiter {
  private buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly settings: RequestLimitSettings,
  ) {}

  take(name: RequestLimitName, req: IncomingMessage): void {
    const address = gatewayAddress(req);
    if (!address) return;
    const perWindow =
      name === "verify" ? this.settings.tokenVerifications : this.settings.signInSignUps;
    const now = this.clock.now();
    const key = `${name}:${address}`;
    const bucket = this.buckets.get(key);
    // Tests may turn the emulator's clock back (clock.reset()); time never refills negatively.
    const elapsed = bucket ? Math.max(0, now - bucket.at) : 0;
    const tokens = bucket
      ? Math.min(BURST, bucket.tokens + (elapsed * perWindow) / WINDOW_MS)
      : BURST;
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      throw new ApiError(429, "over_request_rate_limit", "Request rate limit reached");
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > 10_000) this.forgetIdle(now);
  }

  private forgetIdle(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (now - bucket.at > IDLE_MS) this.buckets.delete(key);
    }
  }
}
