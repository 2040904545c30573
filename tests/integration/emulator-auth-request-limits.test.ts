import { describe, expect, it, vi } from "vitest";
import { uniqueEmail, useEmulator } from "./emulator-support.ts";
import { fetchFrom } from "./from-address.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * GoTrue's per-address request limits (`[auth.rate_limit] sign_in_sign_ups`, 30 per 5 minutes
 * with a burst of 30), keyed by the address the gateway sets from the socket: a stranger cannot
 * reset them with a forwarding header of their own.
 */
const emulator = useEmulator({
  autoconfirm: true,
  signInSignUpsPer5Min: 30,
  tokenVerificationsPer5Min: 30,
});

async function auth(path: string, body: unknown, from: string, spoof?: string) {
  const response = await fetchFrom(from)(`${emulator().url}/auth/v1${path}`, {
    method: "POST",
    headers: {
      apikey: emulator().anonKey,
      "Content-Type": "application/json",
      "X-Supabase-Api-Version": "2024-01-01",
      ...(spoof ? { "X-Forwarded-For": spoof, "CF-Connecting-IP": spoof } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("auth requests per address", () => {
  it("the 31st sign-up from one address within 5 minutes is refused, whatever it forwards", async () => {
    const signUp = (n: number, from: string) =>
      auth(
        "/signup",
        { email: uniqueEmail(`burst${n}`), password: "geheim-1" },
        from,
        `198.51.100.${n}`,
      );
    for (let n = 1; n <= 30; n++) expect((await signUp(n, "127.0.41.1")).status).toBe(200);
    expect(await signUp(31, "127.0.41.1")).toEqual({
      status: 429,
      body: { code: "over_request_rate_limit", message: "Request rate limit reached" },
    });
    // Another address has its own budget; time refills it (30 per 5 minutes).
    expect((await signUp(32, "127.0.41.2")).status).toBe(200);
    emulator().clock.advance(10_000);
    expect((await signUp(33, "127.0.41.1")).status).toBe(200);
  });

  it("OTP requests are limited per address in the same way", async () => {
    const email = uniqueEmail("otp-burst");
    const statuses: number[] = [];
    for (let n = 1; n <= 31; n++) {
      statuses.push((await auth("/otp", { email, create_user: false }, "127.0.41.3")).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 30)).not.toContain(429);
  });
});
