import { ApiError } from "../http/errors.ts";
import type { Clock } from "../clock.ts";
import type { AuthSettings } from "../config.ts";

const HOUR_MS = 3600_000;

/**
 * GoTrue's two limits on auth e-mails: one address may not get the same kind of mail more often
 * than `emailMaxFrequency` seconds (checked against the user's *_sent_at column), and the whole
 * instance may send at most `emailRateLimitPerHour` mails per hour.
 */
export class EmailRateLimiter {
  private sentAt: number[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly settings: AuthSettings,
  ) {}

  assertFrequency(lastSentAt: Date | null | undefined): void {
    if (!lastSentAt) return;
    const until = lastSentAt.getTime() + this.settings.emailMaxFrequency * 1000;
    const now = this.clock.now();
    if (now < until) {
      // GoTrue truncates the remaining duration to whole seconds.
      const left = Math.trunc((until - now) / 1000);
      throw new ApiError(
        429,
        "over_email_send_rate_limit",
        `For security purposes, you can only request this after ${left} seconds.`,
      );
    }
  }

  /** Counts one e-mail against the hourly cap (429 when the cap is reached). */
  take(): void {
    const now = this.clock.now();
    this.sentAt = this.sentAt.filter((time) => time > now - HOUR_MS);
    if (this.sentAt.length >= this.settings.emailRateLimitPerHour) {
      throw new ApiError(429, "over_email_send_rate_limit", "email rate limit exceeded");
    }
    this.sentAt.push(now);
  }

  reset(): void {
    this.sentAt = [];
  }
}
