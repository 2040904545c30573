import { describe, expect, it } from "vitest";
import { SEARCH_CONSOLE_LIMITS } from "../../../supabase/functions/_shared/contract/search-console.ts";
import {
  hashState,
  isStateFresh,
  newStateNonce,
  stateExpiresAt,
} from "../../../supabase/functions/_shared/search-console/oauth-state.ts";

describe("the OAuth state nonce", () => {
  it("is 32 random bytes as 43 base64url characters, different every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => newStateNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("is stored as its SHA-256 in hex, never as itself", async () => {
    // SHA-256("abc") from FIPS 180-2.
    expect(await hashState("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    const nonce = newStateNonce();
    expect(await hashState(nonce)).not.toContain(nonce);
  });
});

describe("the state's expiry", () => {
  const start = new Date("2026-11-26T12:00:00Z");
  const expiresAt = stateExpiresAt(start);

  it("is ten minutes after the start", () => {
    expect(SEARCH_CONSOLE_LIMITS.stateLifetimeSeconds).toBe(600);
    expect(expiresAt.toISOString()).toBe("2026-11-26T12:10:00.000Z");
  });

  it("counts until, not at, the expiry", () => {
    expect(isStateFresh(expiresAt, new Date("2026-11-26T12:09:59.999Z"))).toBe(true);
    expect(isStateFresh(expiresAt, expiresAt)).toBe(false);
    expect(isStateFresh(expiresAt, new Date("2026-11-26T13:00:00Z"))).toBe(false);
  });
});
