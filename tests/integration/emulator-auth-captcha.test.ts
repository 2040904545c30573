import type { AuthError } from "@supabase/supabase-js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  emulatorClient,
  openLink,
  TEST_PASSWORD,
  uniqueEmail,
  useEmulator,
} from "./emulator-support.ts";
import { siteverify, solveCaptcha } from "./captcha-support.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

/**
 * `[auth.captcha]` as hosted GoTrue enforces it (internal/api/middleware.go verifyCaptcha): sign-up,
 * password sign-in, reset, OTP, magic link and resend need `gotrue_meta_security.captcha_token`,
 * which GoTrue verifies with the provider's siteverify — here the emulator's Turnstile double.
 */
const emulator = useEmulator({ captcha: { provider: "turnstile" } });

beforeEach(() => emulator().clock.reset());

const client = () => emulatorClient(emulator());
const refusal = (reason: string) => ({
  status: 400,
  code: "captcha_failed",
  message: `captcha protection: request disallowed (${reason})`,
});
const failure = (error: AuthError | null) =>
  error && { status: error.status, code: error.code, message: error.message };

/** A confirmed account, made with a solved challenge (the setup is not under test). */
async function confirmedUser(): Promise<string> {
  const email = uniqueEmail("robotvrij");
  const { error } = await client().auth.signUp({
    email,
    password: TEST_PASSWORD,
    options: { captchaToken: await solveCaptcha(emulator()) },
  });
  expect(error).toBeNull();
  expect((await openLink(emulator().mailbox.latest(email)!.link)).status).toBe(303);
  return email;
}

describe("GoTrue with CAPTCHA on", () => {
  it("sign-up: refused without a token and with a used one, accepted with a fresh one", async () => {
    const email = uniqueEmail("aanmelden");
    const without = await client().auth.signUp({ email, password: TEST_PASSWORD });
    expect(failure(without.error)).toEqual(refusal("no captcha_token found"));
    expect(emulator().mailbox.latest(email)).toBeUndefined();

    const token = await solveCaptcha(emulator());
    const fresh = await client().auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { captchaToken: token },
    });
    expect(fresh.error).toBeNull();
    expect(emulator().mailbox.latest(email)?.type).toBe("signup");

    const reused = await client().auth.signUp({
      email: uniqueEmail("tweede"),
      password: TEST_PASSWORD,
      options: { captchaToken: token },
    });
    expect(failure(reused.error)).toEqual(refusal("timeout-or-duplicate"));
  });

  it("password reset: refused without a token and with a used one, accepted with a fresh one", async () => {
    const email = await confirmedUser();
    const without = await client().auth.resetPasswordForEmail(email);
    expect(failure(without.error)).toEqual(refusal("no captcha_token found"));

    const token = await solveCaptcha(emulator());
    expect(
      (await client().auth.resetPasswordForEmail(email, { captchaToken: token })).error,
    ).toBeNull();
    expect(emulator().mailbox.latest(email)?.type).toBe("recovery");
    emulator().clock.advance(2_000);
    const reused = await client().auth.resetPasswordForEmail(email, { captchaToken: token });
    expect(failure(reused.error)).toEqual(refusal("timeout-or-duplicate"));
  });

  it("sign-in link (OTP): refused without a token and with a used one, accepted with a fresh one", async () => {
    const email = await confirmedUser();
    const without = await client().auth.signInWithOtp({ email });
    expect(failure(without.error)).toEqual(refusal("no captcha_token found"));

    const token = await solveCaptcha(emulator());
    const fresh = await client().auth.signInWithOtp({ email, options: { captchaToken: token } });
    expect(fresh.error).toBeNull();
    expect(emulator().mailbox.latest(email)?.type).toBe("magiclink");
    emulator().clock.advance(2_000);
    const reused = await client().auth.signInWithOtp({ email, options: { captchaToken: token } });
    expect(failure(reused.error)).toEqual(refusal("timeout-or-duplicate"));
  });

  it("password sign-in and resend need a token too; refreshing a session and verifying a code do not", async () => {
    const email = await confirmedUser();
    const without = await client().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(failure(without.error)).toEqual(refusal("no captcha_token found"));

    const signedIn = client();
    const session = await signedIn.auth.signInWithPassword({
      email,
      password: TEST_PASSWORD,
      options: { captchaToken: await solveCaptcha(emulator()) },
    });
    expect(session.error).toBeNull();
    const refreshed = await signedIn.auth.refreshSession();
    expect(refreshed.error).toBeNull();

    const unconfirmed = uniqueEmail("opnieuw");
    await client().auth.signUp({
      email: unconfirmed,
      password: TEST_PASSWORD,
      options: { captchaToken: await solveCaptcha(emulator()) },
    });
    emulator().clock.advance(2_000);
    const resend = await client().auth.resend({ type: "signup", email: unconfirmed });
    expect(failure(resend.error)).toEqual(refusal("no captcha_token found"));
    const resent = await client().auth.resend({
      type: "signup",
      email: unconfirmed,
      options: { captchaToken: await solveCaptcha(emulator()) },
    });
    expect(resent.error).toBeNull();
    // The code from the mail signs in without a CAPTCHA (GoTrue does not check /verify).
    const code = emulator().mailbox.latest(unconfirmed)!.otp;
    const verified = await client().auth.verifyOtp({
      email: unconfirmed,
      token: code,
      type: "email",
    });
    expect(verified.error).toBeNull();
  });

  it("a token older than 300 seconds and a made-up one are refused with the provider's codes", async () => {
    const token = await solveCaptcha(emulator());
    emulator().clock.advance(301_000);
    const late = await client().auth.signUp({
      email: uniqueEmail("te-laat"),
      password: TEST_PASSWORD,
      options: { captchaToken: token },
    });
    expect(failure(late.error)).toEqual(refusal("timeout-or-duplicate"));

    const forged = await client().auth.signUp({
      email: uniqueEmail("nep"),
      password: TEST_PASSWORD,
      options: { captchaToken: "XXXX.DUMMY.TOKEN.XXXX" },
    });
    expect(failure(forged.error)).toEqual(refusal("invalid-input-response"));
  });

  it("the deprecated POST /magiclink is checked as well; a service-role caller is not", async () => {
    const post = (path: string, body: unknown, bearer?: string) =>
      fetch(`${emulator().url}/auth/v1${path}`, {
        method: "POST",
        headers: {
          apikey: emulator().anonKey,
          "Content-Type": "application/json",
          "X-Supabase-Api-Version": "2024-01-01",
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));

    expect(await post("/magiclink", { email: uniqueEmail("link") })).toEqual({
      status: 400,
      body: {
        code: "captcha_failed",
        message: "captcha protection: request disallowed (no captcha_token found)",
      },
    });
    const admin = await post(
      "/signup",
      { email: uniqueEmail("beheer"), password: TEST_PASSWORD },
      emulator().serviceRoleKey,
    );
    expect(admin.status).toBe(200);
  });
});

describe("the Turnstile double's siteverify", () => {
  it("answers Cloudflare's shape: success once per token, then timeout-or-duplicate", async () => {
    const { secret } = emulator().captcha;
    const token = await solveCaptcha(emulator());
    const first = await siteverify(emulator(), { secret, response: token, remoteip: "127.0.0.1" });
    expect(first).toEqual({
      status: 200,
      body: {
        success: true,
        "error-codes": [],
        challenge_ts: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        hostname: "127.0.0.1",
        action: "",
        cdata: "",
      },
    });
    expect(await siteverify(emulator(), { secret, response: token })).toEqual({
      status: 200,
      body: { success: false, "error-codes": ["timeout-or-duplicate"] },
    });
  });

  it("accepts JSON, repeats the first answer for the same idempotency key, and names what is wrong", async () => {
    const { secret } = emulator().captcha;
    const token = await solveCaptcha(emulator());
    const key = "6b3e1f0a-3f9e-4c1a-9d61-0d8f2b7c1e55";
    const first = await siteverify(
      emulator(),
      { secret, response: token, idempotency_key: key },
      "json",
    );
    expect(first.body.success).toBe(true);
    const retry = await siteverify(
      emulator(),
      { secret, response: token, idempotency_key: key },
      "json",
    );
    expect(retry).toEqual(first);

    const codes = async (params: Record<string, string>) =>
      (await siteverify(emulator(), params)).body["error-codes"];
    expect(await codes({ response: await solveCaptcha(emulator()) })).toEqual([
      "missing-input-secret",
    ]);
    expect(await codes({ secret: "0x-wrong", response: "x" })).toEqual(["invalid-input-secret"]);
    expect(await codes({ secret })).toEqual(["missing-input-response"]);
    expect(await codes({ secret, response: "x".repeat(2049) })).toEqual(["invalid-input-response"]);
  });

  it("serves the widget script and refuses a challenge for an unknown site key", async () => {
    const script = await fetch(emulator().captcha.scriptUrl);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toContain("window.turnstile");
    await expect(solveCaptcha(emulator(), "1x-unknown")).rejects.toThrow("challenge answered 400");
  });
});
