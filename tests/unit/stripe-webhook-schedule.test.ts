import { describe, expect, it } from "vitest";
import {
  DEFAULT_RETRY_DELAYS_MS,
  STRIPE_RETRY_DELAYS_S,
  TIME_COMPRESSION,
} from "../../emulator/stripe/webhook-schedule.ts";

const MINUTE = 60;

describe("the Stripe double's webhook retry schedule", () => {
  it("backs off exponentially from 5 minutes and ends three days after the first attempt", () => {
    expect(STRIPE_RETRY_DELAYS_S.slice(0, 9)).toEqual(
      [5, 10, 20, 40, 80, 160, 320, 640, 1280].map((minutes) => minutes * MINUTE),
    );
    expect(STRIPE_RETRY_DELAYS_S).toHaveLength(10);
    expect(STRIPE_RETRY_DELAYS_S.reduce((sum, delay) => sum + delay, 0)).toBe(3 * 24 * 3600);
  });

  it("runs compressed by default: one Stripe day in 8.64 seconds", () => {
    expect(TIME_COMPRESSION).toBe(10_000);
    expect(DEFAULT_RETRY_DELAYS_MS[0]).toBe(30);
    expect(DEFAULT_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0)).toBe(25_920);
  });
});
