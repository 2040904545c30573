import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AuthWeakPasswordError } from "@supabase/supabase-js";
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
// PGlite compiles its WebAssembly once per worker: seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 120_000 });

const emulator = useEmulator(() => ({
  // An empty project: these tests pin every setting instead of reading supabase/config.toml.
  projectDir: mkdtempSync(join(tmpdir(), "emulator-auth-")),
  siteUrl: SITE,
  additionalRedirectUrls: ["http://localhost:*/**", "https://preview-*.vindbaar.dev/**"],
}));

beforeEach(() => {
  emulator().configure({ autoconfirm: true, emailMaxFrequency: 1, emailRateLimitPerHour: 1000 });
});

async function confirmedUser(password = "geheim123") {
  const { email } = await signUpUser(emulator(), { prefix: "user", password });
  return { email, password };
}

describe("sign-up", () => {
  it("returns a session with GoTrue's claims when autoconfirm is on", async () => {
    const email = uniqueEmail("Auto");
    const { data, error } = await emulatorClient(emulator()).auth.signUp({
      email,
      password: "geheim123",
      options: { data: { full_name: "Anna de Vries" } },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    const claims = jwtPayload(data.session!.access_token);
    expect(Object.keys(claims)).toEqual([
      "iss",
      "sub",
      "aud",
      "exp",
      "iat",
      "email",
      "phone",
      "app_metadata",
      "user_metadata",
      "role",
      "aal",
      "amr",
      "session_id",
      "is_anonymous",
    ]);
    expect(claims).toMatchObject({
      iss: `${emulator().url}/auth/v1`,
      sub: data.user!.id,
      aud: "authenticated",
      email: email.toLowerCase(),
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Anna de Vries", email_verified: true },
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: expect.any(Number) }],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      is_anonymous: false,
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(data.session!.refresh_token).toMatch(/^[a-z0-9]{12}$/);
  });

  it("without autoconfirm returns no session, mails a link and refuses login until confirmed", async () => {
    emulator().configure({ autoconfirm: false });
    const email = uniqueEmail("confirm");
    const client = emulatorClient(emulator());
    const { data, error } = await client.auth.signUp({
      email,
      password: "geheim123",
      options: { emailRedirectTo: `${SITE}/dashboard` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));

    const mail = emulator().mailbox.latest(email)!;
    expect(mail.type).toBe("signup");
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.link).toBe(
      `${emulator().url}/auth/v1/verify?token=${mail.tokenHash}&type=signup&redirect_to=${SITE}/dashboard`,
    );

    const early = await client.auth.signInWithPassword({ email, password: "geheim123" });
    expect(early.error?.message).toBe("Email not confirmed");
    expect(early.error?.status).toBe(400);
    expect(early.error?.code).toBe("email_not_confirmed");

    const { status, location } = await openLink(mail.link);
    expect(status).toBe(303);
    expect(location.startsWith(`${SITE}/dashboard#access_token=`)).toBe(true);
    expect(hashParams(location)).toMatchObject({ token_type: "bearer", type: "signup" });

    const late = await client.auth.signInWithPassword({ email, password: "geheim123" });
    expect(late.error).toBeNull();
    expect(late.data.user?.user_metadata.email_verified).toBe(true);
  });

  it("confirms with the 6-digit code through verifyOtp", async () => {
    emulator().configure({ autoconfirm: false });
    const email = uniqueEmail("otp");
    const client = emulatorClient(emulator());
    await client.auth.signUp({ email, password: "geheim123" });
    const { otp } = emulator().mailbox.latest(email)!;
    const wrong = await client.auth.verifyOtp({ email, token: "000000", type: "email" });
    expect(wrong.error?.message).toBe("Token has expired or is invalid");
    expect(wrong.error?.code).toBe("otp_expired");
    const { data, error } = await client.auth.verifyOtp({ email, token: otp, type: "email" });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toEqual(expect.any(String));
  });

  it("answers a repeat sign-up with an obfuscated user (autoconfirm off) or 422 (on)", async () => {
    const { email } = await confirmedUser();
    emulator().configure({ autoconfirm: false });
    const hidden = await emulatorClient(emulator()).auth.signUp({ email, password: "anders123" });
    expect(hidden.error).toBeNull();
    expect(hidden.data.session).toBeNull();
    expect(hidden.data.user?.identities).toEqual([]);
    expect(emulator().mailbox.latest(email)).toBeUndefined();

    emulator().configure({ autoconfirm: true });
    const refused = await emulatorClient(emulator()).auth.signUp({ email, password: "anders123" });
    expect(refused.error?.message).toBe("User already registered");
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe("user_already_exists");
  });

  it("rejects a short password as AuthWeakPasswordError with reasons", async () => {
    const { error } = await emulatorClient(emulator()).auth.signUp({
      email: uniqueEmail("weak"),
      password: "12345",
    });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error?.message).toBe("Password should be at least 6 characters.");
    expect(error?.status).toBe(422);
    expect((error as AuthWeakPasswordError).reasons).toEqual(["length"]);
  });

  it("rejects a malformed address", async () => {
    const { error } = await emulatorClient(emulator()).auth.signUp({
      email: "geen-adres",
      password: "geheim123",
    });
    expect(error?.message).toBe("Unable to validate email address: invalid format");
    expect(error?.code).toBe("validation_failed");
  });
});

describe("password login", () => {
  it("says 'Invalid login credentials' for a wrong password and an unknown address", async () => {
    const { email } = await confirmedUser();
    for (const attempt of [
      { email, password: "verkeerd1" },
      { email: uniqueEmail("nobody"), password: "geheim123" },
    ]) {
      const { error } = await emulatorClient(emulator()).auth.signInWithPassword(attempt);
      expect(error?.message).toBe("Invalid login credentials");
      expect(error?.status).toBe(400);
      expect(error?.code).toBe("invalid_credentials");
    }
  });
});

describe("refresh tokens", () => {
  it("rotates and hands the active token back to a client that lost the answer", async () => {
    const { email, password } = await confirmedUser();
    const client = emulatorClient(emulator());
    const login = await client.auth.signInWithPassword({ email, password });
    const first = login.data.session!.refresh_token;

    const second = await client.auth.refreshSession({ refresh_token: first });
    expect(second.error).toBeNull();
    const secondToken = second.data.session!.refresh_token;
    expect(secondToken).toMatch(/^[a-z0-9]{12}$/);
    expect(secondToken).not.toBe(first);
    expect(second.data.session!.user.id).toBe(login.data.user!.id);

    // The old token is the parent of the active one: the active one comes back, same session.
    const retry = await client.auth.refreshSession({ refresh_token: first });
    expect(retry.error).toBeNull();
    expect(retry.data.session!.refresh_token).toBe(secondToken);
    expect(jwtPayload(retry.data.session!.access_token).session_id).toBe(
      jwtPayload(login.data.session!.access_token).session_id,
    );

    // An older revoked token still works within the 10 s reuse window.
    await client.auth.refreshSession({ refresh_token: secondToken });
    const withinWindow = await client.auth.refreshSession({ refresh_token: first });
    expect(withinWindow.error).toBeNull();
  });

  it("refuses a revoked token after the reuse window with 'Already Used'", async () => {
    const { email, password } = await confirmedUser();
    const client = emulatorClient(emulator());
    const login = await client.auth.signInWithPassword({ email, password });
    const first = login.data.session!.refresh_token;
    const second = await client.auth.refreshSession({ refresh_token: first });
    await client.auth.refreshSession({ refresh_token: second.data.session!.refresh_token });

    emulator().clock.advance(11_000);
    try {
      const late = await client.auth.refreshSession({ refresh_token: first });
      expect(late.error?.message).toBe("Invalid Refresh Token: Already Used");
      expect(late.error?.status).toBe(400);
      expect(late.error?.code).toBe("refresh_token_already_used");
    } finally {
      emulator().clock.reset();
    }
  });

  it("serialises concurrent refreshes of one token: all get the same new token, the session one", async () => {
    // Two tabs refresh at the same moment. GoTrue locks the token and session rows, so the
    // later requests see the token revoked with an active child and get that child back.
    const { email, password } = await confirmedUser();
    const login = await emulatorClient(emulator()).auth.signInWithPassword({ email, password });
    const first = login.data.session!.refresh_token;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        emulatorClient(emulator()).auth.refreshSession({ refresh_token: first }),
      ),
    );
    expect(answers.map((answer) => answer.error)).toEqual(answers.map(() => null));
    const issued = new Set(answers.map((answer) => answer.data.session!.refresh_token));
    expect(issued.size).toBe(1);
    const { rows } = await emulator().db.query<{ token: string }>(
      "select token from auth.refresh_tokens where session_id = $1 and revoked = false",
      [jwtPayload(login.data.session!.access_token).session_id],
    );
    expect(rows.map((row) => row.token)).toEqual([...issued]);
  });

  it("rejects malformed and unknown refresh tokens", async () => {
    const client = emulatorClient(emulator());
    const short = await client.auth.refreshSession({ refresh_token: "abc" });
    expect(short.error?.message).toBe("Refresh token is not valid");
    const unknown = await client.auth.refreshSession({ refresh_token: "zzzzzzzzzzzz" });
    expect(unknown.error?.message).toBe("Invalid Refresh Token: Refresh Token Not Found");
    expect(unknown.error?.code).toBe("refresh_token_not_found");
  });
});

describe("sign-out", () => {
  it("invalidates the session server-side: /user answers 403 session_not_found, refresh fails", async () => {
    const { email, password } = await confirmedUser();
    const client = emulatorClient(emulator());
    const { data } = await client.auth.signInWithPassword({ email, password });
    const { access_token: accessToken, refresh_token: refreshToken } = data.session!;
    expect((await client.auth.getUser(accessToken)).data.user?.email).toBe(email);

    expect((await client.auth.signOut()).error).toBeNull();

    const after = await client.auth.getUser(accessToken);
    expect(after.data.user).toBeNull();
    expect(after.error?.message).toBe("Auth session missing!");
    const raw = await fetch(`${emulator().url}/auth/v1/user`, {
      headers: { apikey: emulator().anonKey, Authorization: `Bearer ${accessToken}` },
    });
    expect(raw.status).toBe(403);
    expect(raw.headers.get("x-sb-error-code")).toBe("session_not_found");
    expect(await raw.json()).toEqual({
      code: 403,
      error_code: "session_not_found",
      msg: "Session from session_id claim in JWT does not exist",
    });

    const refreshed = await client.auth.refreshSession({ refresh_token: refreshToken });
    expect(refreshed.error?.message).toBe("Invalid Refresh Token: Refresh Token Not Found");
  });

  it("honours the scopes local and others", async () => {
    const { email, password } = await confirmedUser();
    const [a, b, c] = [
      emulatorClient(emulator()),
      emulatorClient(emulator()),
      emulatorClient(emulator()),
    ];
    const tokens = [];
    for (const client of [a, b, c]) {
      const { data } = await client.auth.signInWithPassword({ email, password });
      tokens.push(data.session!.access_token);
    }
    // Raw requests: auth-js drops its own session when getUser(jwt) meets session_not_found.
    const alive = async (token: string) =>
      (
        await fetch(`${emulator().url}/auth/v1/user`, {
          headers: { apikey: emulator().anonKey, Authorization: `Bearer ${token}` },
        })
      ).status === 200;

    await b.auth.signOut({ scope: "local" });
    expect([await alive(tokens[0]), await alive(tokens[1]), await alive(tokens[2])]).toEqual([
      true,
      false,
      true,
    ]);
    await a.auth.signOut({ scope: "others" });
    expect([await alive(tokens[0]), await alive(tokens[2])]).toEqual([true, false]);

    const bad = await fetch(`${emulator().url}/auth/v1/logout?scope=everything`, {
      method: "POST",
      headers: { apikey: emulator().anonKey, Authorization: `Bearer ${tokens[0]}` },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).msg).toBe('Unsupported logout scope "everything"');
  });
});

describe("password recovery", () => {
  it("mails a link whose 303 carries the session; the new password then works", async () => {
    const { email, password } = await confirmedUser();
    const client = emulatorClient(emulator());
    const redirectTo = `${SITE}/wachtwoord-herstellen`;
    expect(await client.auth.resetPasswordForEmail(email, { redirectTo })).toEqual({
      data: {},
      error: null,
    });
    const mail = emulator().mailbox.latest(email)!;
    expect(mail.type).toBe("recovery");
    expect(mail.subject).toBe("Reset your password");

    const { status, location } = await openLink(mail.link);
    expect(status).toBe(303);
    expect(location.split("#")[0]).toBe(redirectTo);
    const fragment = hashParams(location);
    expect(Object.keys(fragment)).toEqual([
      "access_token",
      "expires_at",
      "expires_in",
      "refresh_token",
      "token_type",
      "type",
    ]);
    expect(fragment).toMatchObject({ expires_in: "3600", token_type: "bearer", type: "recovery" });
    expect(jwtPayload(fragment.access_token).amr).toEqual([
      { method: "otp", timestamp: expect.any(Number) },
    ]);

    const session = await client.auth.setSession({
      access_token: fragment.access_token,
      refresh_token: fragment.refresh_token,
    });
    expect(session.error).toBeNull();
    const same = await client.auth.updateUser({ password });
    expect(same.error?.message).toBe("New password should be different from the old password.");
    expect(same.error?.code).toBe("same_password");
    expect((await client.auth.updateUser({ password: "nieuw-geheim" })).error).toBeNull();

    const fresh = emulatorClient(emulator());
    const old = await fresh.auth.signInWithPassword({ email, password });
    expect(old.error?.message).toBe("Invalid login credentials");
    const renewed = await fresh.auth.signInWithPassword({ email, password: "nieuw-geheim" });
    expect(renewed.error).toBeNull();
  });

  it("answers 200 for unknown addresses and redirects a used link with an error fragment", async () => {
    const client = emulatorClient(emulator());
    expect((await client.auth.resetPasswordForEmail(uniqueEmail("ghost"))).error).toBeNull();

    const { email } = await confirmedUser();
    await client.auth.resetPasswordForEmail(email, { redirectTo: "https://evil.example/steal" });
    const mail = emulator().mailbox.latest(email)!;
    // Not allow-listed: GoTrue silently falls back to site_url.
    expect(mail.redirectTo).toBe(SITE);
    expect((await openLink(mail.link)).status).toBe(303);
    const reused = await openLink(mail.link);
    expect(reused.location).toBe(
      `${SITE}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
    );
  });
});

describe("PKCE", () => {
  it("signs up with a code: link → ?code= → exchangeCodeForSession", async () => {
    emulator().configure({ autoconfirm: false });
    const client = emulatorClient(emulator(), "pkce");
    const email = uniqueEmail("pkce");
    await client.auth.signUp({
      email,
      password: "geheim123",
      options: { emailRedirectTo: `${SITE}/auth/callback` },
    });
    const mail = emulator().mailbox.latest(email)!;
    expect(mail.tokenHash.startsWith("pkce_")).toBe(true);
    const { status, location } = await openLink(mail.link);
    expect(status).toBe(303);
    const code = new URL(location).searchParams.get("code")!;
    expect(location).toBe(`${SITE}/auth/callback?code=${code}`);

    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(jwtPayload(data.session!.access_token).amr).toEqual([
      { method: "email/signup", timestamp: expect.any(Number) },
    ]);
    const again = await client.auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  });

  it("recovers a password with a code", async () => {
    const { email } = await confirmedUser();
    const client = emulatorClient(emulator(), "pkce");
    await client.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/wachtwoord-herstellen` });
    const { location } = await openLink(emulator().mailbox.latest(email)!.link);
    const code = new URL(location).searchParams.get("code")!;
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(jwtPayload(data.session!.access_token).amr).toEqual([
      { method: "recovery", timestamp: expect.any(Number) },
    ]);
    expect((await client.auth.updateUser({ password: "herstel-123" })).error).toBeNull();
  });

  it("refuses a wrong verifier and an unknown code", async () => {
    emulator().configure({ autoconfirm: false });
    const client = emulatorClient(emulator(), "pkce");
    const email = uniqueEmail("verifier");
    await client.auth.signUp({ email, password: "geheim123" });
    const { location } = await openLink(emulator().mailbox.latest(email)!.link);
    const code = new URL(location).searchParams.get("code")!;
    const exchange = (authCode: string) =>
      fetch(`${emulator().url}/auth/v1/token?grant_type=pkce`, {
        method: "POST",
        headers: { apikey: emulator().anonKey, "X-Supabase-Api-Version": "2024-01-01" },
        body: JSON.stringify({ auth_code: authCode, code_verifier: "x".repeat(64) }),
      });
    const wrong = await exchange(code);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      code: "bad_code_verifier",
      message: "code challenge does not match previously saved code verifier",
    });
    const unknown = await exchange("00000000-0000-0000-0000-000000000000");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      code: "flow_state_not_found",
      message: "invalid flow state, no valid flow state found",
    });
    // A failed attempt does not burn the code for the client that holds the right verifier.
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();
  });
});

describe("user endpoint", () => {
  it("merges user_metadata (null deletes a key) and resends confirmation mails", async () => {
    const { email, password } = await confirmedUser();
    const client = emulatorClient(emulator());
    await client.auth.signInWithPassword({ email, password });
    await client.auth.updateUser({ data: { full_name: "Bas", plan: "pro" } });
    const { data } = await client.auth.updateUser({ data: { plan: null } });
    expect(data.user?.user_metadata).toEqual({ full_name: "Bas", email_verified: true });

    emulator().configure({ autoconfirm: false });
    const pending = uniqueEmail("resend");
    await client.auth.signUp({ email: pending, password: "geheim123" });
    emulator().clock.advance(1_500);
    try {
      expect((await client.auth.resend({ type: "signup", email: pending })).error).toBeNull();
    } finally {
      emulator().clock.reset();
    }
    expect(emulator().mailbox.list(pending)).toHaveLength(2);
  });
});

describe("e-mail change", () => {
  it("applies at once with autoconfirm, and after the link to the new address without", async () => {
    const { email, password } = await confirmedUser();
    const client = emulatorClient(emulator());
    await client.auth.signInWithPassword({ email, password });
    const direct = uniqueEmail("direct");
    const changed = await client.auth.updateUser({ email: direct });
    expect(changed.data.user?.email).toBe(direct);

    emulator().configure({ autoconfirm: false });
    const next = uniqueEmail("next");
    const pending = await client.auth.updateUser(
      { email: next },
      { emailRedirectTo: `${SITE}/dashboard` },
    );
    expect(pending.data.user?.email).toBe(direct);
    expect(pending.data.user?.new_email).toBe(next);
    const mail = emulator().mailbox.latest(next)!;
    expect(mail.type).toBe("email_change");
    const { location } = await openLink(mail.link);
    expect(hashParams(location).type).toBe("email_change");
    const { data } = await emulatorClient(emulator()).auth.signInWithPassword({
      email: next,
      password,
    });
    expect(data.user?.email).toBe(next);
    expect(data.user?.identities?.[0].identity_data?.email).toBe(next);

    const taken = await client.auth.updateUser({ email: (await confirmedUser()).email });
    expect(taken.error?.code).toBe("email_exists");
  });
});

describe("links and mailbox", () => {
  it("verifies a token_hash by POST (verifyOtp) and keeps allow-listed redirects", async () => {
    emulator().configure({ autoconfirm: false });
    const email = uniqueEmail("hash");
    const client = emulatorClient(emulator());
    const preview = "https://preview-42.vindbaar.dev/welkom";
    await client.auth.signUp({
      email,
      password: "geheim123",
      options: { emailRedirectTo: preview },
    });
    const mail = emulator().mailbox.latest(email)!;
    expect(mail.redirectTo).toBe(preview);
    const { data, error } = await client.auth.verifyOtp({
      token_hash: mail.tokenHash,
      type: "signup",
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const again = await client.auth.verifyOtp({ token_hash: mail.tokenHash, type: "signup" });
    expect(again.error?.message).toBe("Email link is invalid or has expired");

    await client.auth.resetPasswordForEmail(email, {
      redirectTo: "https://preview-42.vindbaar.dev.attacker.example/",
    });
    expect(emulator().mailbox.latest(email)!.redirectTo).toBe(SITE);
  });

  it("lists mails as JSON (newest first, ?to=), on an HTML page, and clears on DELETE", async () => {
    emulator().configure({ autoconfirm: false });
    const email = uniqueEmail("box");
    const client = emulatorClient(emulator());
    await client.auth.signUp({ email, password: "geheim123" });
    emulator().clock.advance(2_000);
    try {
      await client.auth.resend({ type: "signup", email });
    } finally {
      emulator().clock.reset();
    }
    const api = `${emulator().url}/mailbox/api/messages`;
    const mine = (await (await fetch(`${api}?to=${encodeURIComponent(email)}`)).json()) as Array<{
      to: string;
      link: string;
      otp: string;
    }>;
    expect(mine).toHaveLength(2);
    expect(mine.map((message) => message.to)).toEqual([email, email]);
    expect(mine[0].link).toBe(emulator().mailbox.latest(email)!.link);

    const page = await (await fetch(`${emulator().url}/mailbox`)).text();
    expect(page).toContain(`<a href="${mine[0].link.replaceAll("&", "&#38;")}">`);
    expect(page).toContain(mine[0].otp);

    expect((await fetch(api, { method: "DELETE" })).status).toBe(204);
    expect(await (await fetch(api)).json()).toEqual([]);
  });
});

describe("wire contract", () => {
  const auth = (path: string) => `${emulator().url}/auth/v1${path}`;

  it("uses the well-known local API keys", () => {
    expect(emulator().anonKey).toBe(
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0",
    );
    expect(emulator().serviceRoleKey).toBe(
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU",
    );
  });

  it("answers errors in the legacy shape without the version header, 2024 shape with it", async () => {
    const { email } = await confirmedUser();
    const request = (headers: Record<string, string>) =>
      fetch(auth("/token?grant_type=password"), {
        method: "POST",
        headers: { apikey: emulator().anonKey, ...headers },
        body: JSON.stringify({ email, password: "verkeerd1" }),
      });
    const legacy = await request({});
    expect(legacy.status).toBe(400);
    expect(legacy.headers.get("x-sb-error-code")).toBe("invalid_credentials");
    expect(legacy.headers.get("x-supabase-api-version")).toBeNull();
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: "invalid_credentials",
      msg: "Invalid login credentials",
    });
    const versioned = await request({ "X-Supabase-Api-Version": "2024-01-01" });
    expect(versioned.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await versioned.json()).toEqual({
      code: "invalid_credentials",
      message: "Invalid login credentials",
    });
  });

  it("answers CORS preflights and exposes X-Supabase-Api-Version", async () => {
    const preflight = await fetch(auth("/token?grant_type=password"), {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:5173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers":
          "apikey, authorization, content-type, x-client-info, x-supabase-api-version",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(preflight.headers.get("access-control-allow-headers")).toContain(
      "x-supabase-api-version",
    );
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    const actual = await fetch(auth("/settings"), {
      headers: { apikey: emulator().anonKey, Origin: "http://localhost:5173" },
    });
    expect(actual.headers.get("access-control-expose-headers")).toContain("X-Supabase-Api-Version");
  });

  it("serves /settings, /health and an empty JWKS for HS256", async () => {
    const settings = await (
      await fetch(auth("/settings"), { headers: { apikey: emulator().anonKey } })
    ).json();
    expect(settings).toMatchObject({
      external: { email: true, google: false, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
    const health = await (
      await fetch(auth("/health"), { headers: { apikey: emulator().anonKey } })
    ).json();
    expect(health).toMatchObject({ name: "GoTrue" });
    // The JWKS is reached without any key, like on the hosted gateway.
    const jwks = await fetch(auth("/.well-known/jwks.json"));
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get("cache-control")).toBe("public, max-age=600");
    expect(await jwks.json()).toEqual({ keys: [] });
  });

  it("refuses requests without an API key", async () => {
    const response = await fetch(auth("/settings"));
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe("No API key found in request");
  });

  it("reports a disabled OAuth provider exactly like GoTrue", async () => {
    const { data } = await emulatorClient(emulator()).auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: `${SITE}/dashboard`, skipBrowserRedirect: true },
    });
    expect(data.url).toContain(`${emulator().url}/auth/v1/authorize?provider=google`);
    const response = await fetch(data.url!);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      error_code: "validation_failed",
      msg: "Unsupported provider: provider is not enabled",
    });
  });

  it("limits e-mails per address and per hour with over_email_send_rate_limit", async () => {
    const { email } = await confirmedUser();
    const client = emulatorClient(emulator());
    emulator().configure({ emailMaxFrequency: 60 });
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const tooSoon = await client.auth.resetPasswordForEmail(email);
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe("over_email_send_rate_limit");
    expect(tooSoon.error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );

    emulator().configure({ emailMaxFrequency: 1, emailRateLimitPerHour: 0 });
    emulator().clock.advance(2_000);
    try {
      const capped = await client.auth.resetPasswordForEmail(email);
      expect(capped.error?.status).toBe(429);
      expect(capped.error?.message).toBe("email rate limit exceeded");
    } finally {
      emulator().clock.reset();
    }
  });
});
