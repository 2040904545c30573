import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  emulatorClient,
  hashParams,
  jwtPayload,
  openLink,
  signUpUser,
  uniqueEmail,
  useEmulator,
} from "./emulator-support.ts";

const SITE = "http://localhost:5173";
vi.setConfig({ testTimeout: 20_000, hookTimeout: 120_000 });

// The project's own supabase/config.toml: its e-mail templates, confirmations on and
// secure_password_change = true, as `npm run dev` runs it.
const emulator = useEmulator({ siteUrl: SITE });

beforeEach(() => {
  emulator().configure({ autoconfirm: false, emailMaxFrequency: 1, emailRateLimitPerHour: 1000 });
  emulator().clock.reset();
});

/** A confirmed user with the given language in user_metadata (as /login's sign-up sets it). */
async function confirmedUser(locale?: "nl" | "en") {
  emulator().configure({ autoconfirm: true });
  const user = await signUpUser(emulator(), {
    prefix: "otp",
    ...(locale ? { data: { locale } } : {}),
    requireSession: true,
  });
  emulator().configure({ autoconfirm: false });
  return user;
}

const mailTo = (email: string) => emulator().mailbox.latest(email)!;

describe("POST /otp (signInWithOtp) for a confirmed address", () => {
  it("mails a sign-in link and a 6-digit code; the code signs in with verifyOtp type email", async () => {
    const { email } = await confirmedUser();
    const client = emulatorClient(emulator());
    const sent = await client.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${SITE}/dashboard`, shouldCreateUser: false },
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null, messageId: undefined });

    const mail = mailTo(email);
    expect(mail.type).toBe("magiclink");
    expect(mail.subject).toBe("Je inloglink voor Vindbaar");
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.link).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]{56}&type=magiclink&redirect_to=/);

    const { data, error } = await client.auth.verifyOtp({ email, token: mail.otp, type: "email" });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(jwtPayload(data.session!.access_token).amr).toEqual([
      { method: "otp", timestamp: expect.any(Number) },
    ]);
    // The code is used up.
    const again = await client.auth.verifyOtp({ email, token: mail.otp, type: "email" });
    expect(again.error?.status).toBe(403);
    expect(again.error?.code).toBe("otp_expired");
  });

  it("the link in the same mail signs in through GET /verify (303 with the session)", async () => {
    const { email } = await confirmedUser();
    await emulatorClient(emulator()).auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${SITE}/dashboard` },
    });
    const { status, location } = await openLink(mailTo(email).link);
    expect(status).toBe(303);
    expect(location.split("#")[0]).toBe(`${SITE}/dashboard`);
    const fragment = hashParams(location);
    expect(fragment.type).toBe("magiclink");
    const client = emulatorClient(emulator());
    const { data } = await client.auth.getUser(fragment.access_token);
    expect(data.user?.email).toBe(email);
  });

  it("refuses a wrong or expired code with 403 otp_expired", async () => {
    const { email } = await confirmedUser();
    const client = emulatorClient(emulator());
    await client.auth.signInWithOtp({ email });
    const { otp } = mailTo(email);
    const wrong = await client.auth.verifyOtp({
      email,
      token: otp === "000000" ? "111111" : "000000",
      type: "email",
    });
    expect(wrong.error?.status).toBe(403);
    expect(wrong.error?.code).toBe("otp_expired");
    expect(wrong.error?.message).toBe("Token has expired or is invalid");

    emulator().clock.advance(3601_000); // otp_expiry = 3600 in config.toml
    const late = await client.auth.verifyOtp({ email, token: otp, type: "email" });
    expect(late.error?.status).toBe(403);
    expect(late.error?.code).toBe("otp_expired");
  });

  it("rate-limits per address (max_frequency) and per hour (email_sent) with GoTrue's 429s", async () => {
    const { email } = await confirmedUser();
    const client = emulatorClient(emulator());
    emulator().configure({ emailMaxFrequency: 60 });
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
    const tooSoon = await client.auth.signInWithOtp({ email });
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe("over_email_send_rate_limit");
    expect(tooSoon.error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
    // A magic link shares the recovery mail's timer, as in GoTrue.
    const reset = await client.auth.resetPasswordForEmail(email);
    expect(reset.error?.code).toBe("over_email_send_rate_limit");

    emulator().configure({ emailMaxFrequency: 1, emailRateLimitPerHour: 0 });
    emulator().clock.advance(61_000);
    const capped = await client.auth.signInWithOtp({ email });
    expect(capped.error?.status).toBe(429);
    expect(capped.error?.code).toBe("over_email_send_rate_limit");
    expect(capped.error?.message).toBe("email rate limit exceeded");
  });

  it("with shouldCreateUser false an unknown address is 422 otp_disabled", async () => {
    const { error } = await emulatorClient(emulator()).auth.signInWithOtp({
      email: uniqueEmail("unknown"),
      options: { shouldCreateUser: false },
    });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe("otp_disabled");
    expect(error?.message).toBe("Signups not allowed for otp");
  });

  it("a new address is signed up with data as metadata; the confirmation mail's code signs in", async () => {
    const email = uniqueEmail("nieuw");
    const client = emulatorClient(emulator());
    const sent = await client.auth.signInWithOtp({ email, options: { data: { locale: "en" } } });
    expect(sent.error).toBeNull();
    const mail = mailTo(email);
    expect(mail.type).toBe("signup");
    expect(mail.subject).toBe("Confirm your Vindbaar account");
    const { data, error } = await client.auth.verifyOtp({ email, token: mail.otp, type: "email" });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user?.user_metadata).toMatchObject({ locale: "en", email_verified: true });
  });
});

describe("GET /reauthenticate and PUT /user with a nonce (secure_password_change)", () => {
  it("a session younger than 24 hours changes the password without a code", async () => {
    const { supabase } = await confirmedUser();
    const { error } = await supabase.auth.updateUser({ password: "nieuw-wachtwoord-1" });
    expect(error).toBeNull();
  });

  it("an older session needs the mailed code: 400 reauthentication_needed, then the nonce", async () => {
    const { supabase, email } = await confirmedUser("en");
    emulator().clock.advance(25 * 3600_000);
    // A fresh access token for the same (old) session.
    await supabase.auth.refreshSession();

    const bare = await supabase.auth.updateUser({ password: "nieuw-wachtwoord-1" });
    expect(bare.error?.status).toBe(400);
    expect(bare.error?.code).toBe("reauthentication_needed");
    expect(bare.error?.message).toBe("Password update requires reauthentication");

    expect(await supabase.auth.reauthenticate()).toEqual({
      data: { user: null, session: null },
      error: null,
    });
    const mail = mailTo(email);
    expect(mail.type).toBe("reauthentication");
    expect(mail.link).toBe("");
    expect(mail.subject).toBe(`${mail.otp} is your Vindbaar verification code`);

    const wrong = await supabase.auth.updateUser({
      password: "nieuw-wachtwoord-1",
      nonce: mail.otp === "000000" ? "111111" : "000000",
    });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe("reauthentication_not_valid");
    expect(wrong.error?.message).toBe("Nonce has expired or is invalid");

    const done = await supabase.auth.updateUser({
      password: "nieuw-wachtwoord-1",
      nonce: mail.otp,
    });
    expect(done.error).toBeNull();
    const signIn = await emulatorClient(emulator()).auth.signInWithPassword({
      email,
      password: "nieuw-wachtwoord-1",
    });
    expect(signIn.error).toBeNull();

    // The nonce is used up.
    const reused = await supabase.auth.updateUser({
      password: "nog-een-wachtwoord",
      nonce: mail.otp,
    });
    expect(reused.error?.code).toBe("reauthentication_not_valid");
  });

  it("an expired code is not valid, and codes are rate-limited per address", async () => {
    const { supabase, email } = await confirmedUser();
    emulator().configure({ emailMaxFrequency: 60 });
    emulator().clock.advance(25 * 3600_000);
    await supabase.auth.refreshSession();
    expect((await supabase.auth.reauthenticate()).error).toBeNull();
    const tooSoon = await supabase.auth.reauthenticate();
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe("over_email_send_rate_limit");

    const { otp } = mailTo(email);
    emulator().clock.advance(3601_000);
    await supabase.auth.refreshSession();
    const late = await supabase.auth.updateUser({ password: "nieuw-wachtwoord-1", nonce: otp });
    expect(late.error?.code).toBe("reauthentication_not_valid");
  });
});
