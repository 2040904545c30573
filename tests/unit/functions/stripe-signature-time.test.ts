import { describe, expect, it } from "vitest";
import {
  signedAt,
  signedWithinTolerance,
} from "../../../supabase/functions/stripe-webhook/signature-time.ts";

const NOW_MS = 1_790_000_000_000;
const NOW = NOW_MS / 1000;

describe("a Stripe-Signature's timestamp", () => {
  it("is read from t=, wherever it stands, and is null without one", () => {
    expect(signedAt(`t=${NOW},v1=abc,v0=def`)).toBe(NOW);
    expect(signedAt(`v1=abc, t=${NOW}`)).toBe(NOW);
    expect(signedAt("v1=abc")).toBeNull();
    expect(signedAt("t=soon,v1=abc")).toBeNull();
    expect(signedAt("")).toBeNull();
  });

  it.each([
    [0, true],
    [-300, true],
    [300, true],
    [-301, false],
    [301, false],
  ])("%i seconds from now is within the tolerance: %s", (offset, within) => {
    expect(signedWithinTolerance(`t=${NOW + offset},v1=abc`, NOW_MS)).toBe(within);
  });

  it("is never within the tolerance when missing", () => {
    expect(signedWithinTolerance("v1=abc", NOW_MS)).toBe(false);
  });
});
