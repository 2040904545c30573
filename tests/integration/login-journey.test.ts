import { describe, expect, it, vi } from "vitest";
import { fetchGoogleEnabled } from "@/features/auth/api/auth-settings";
import { authReturnAddress, loginRedirectTarget } from "@/features/auth/model";
import { emulatorClient, openLink, uniqueEmail, useEmulator } from "./emulator-support.ts";

/**
 * The login journey's contracts with the auth service, through the real supabase-js against the
 * emulator with the project's own supabase/config.toml (site URL, redirect allow-list, providers):
 * the page to continue to survives the confirmation e-mail, and the settings say whether Google is on.
 */
vi.setConfig({ testTimeout: 20_000, hookTimeout: 120_000 });

const emulator = useEmulator();

describe("the confirmation link carries the chosen plan (issue 19)", () => {
  // The Playwright build (vite preview) and the dev server: both are on config.toml's allow-list.
  it.each(["http://localhost:4173", "http://127.0.0.1:5173"])(
    "lands on %s/login with the returnUrl and a session, in any browser",
    async (origin) => {
      const email = uniqueEmail("plan");
      const supabase = emulatorClient(emulator());
      const { error } = await supabase.auth.signUp({
        email,
        password: "geheim-wachtwoord-1",
        options: { emailRedirectTo: authReturnAddress(origin, "/pricing?plan=pro&trial=1") },
      });
      expect(error).toBeNull();

      // Opened without any state of the browser that signed up: everything is in the link.
      const { status, location } = await openLink(emulator().mailbox.latest(email)!.link);
      expect(status).toBe(303);
      const landing = new URL(location);
      expect(`${landing.origin}${landing.pathname}`).toBe(`${origin}/login`);
      expect(loginRedirectTarget(landing.searchParams.get("returnUrl"))).toBe(
        "/pricing?plan=pro&trial=1",
      );
      expect(new URLSearchParams(landing.hash.slice(1)).get("type")).toBe("signup");
      expect(new URLSearchParams(landing.hash.slice(1)).get("access_token")).toMatch(/^ey/);
    },
  );

  it("an address off the allow-list is replaced by the site URL, never followed", async () => {
    const email = uniqueEmail("evil");
    const supabase = emulatorClient(emulator());
    await supabase.auth.signUp({
      email,
      password: "geheim-wachtwoord-1",
      options: { emailRedirectTo: "https://evil.example/login?returnUrl=%2Fpricing" },
    });
    const { location } = await openLink(emulator().mailbox.latest(email)!.link);
    expect(location.startsWith("http://localhost:5173#access_token=")).toBe(true);
  });
});

describe("whether Google sign-in is on (issue 19)", () => {
  it("reads external.google from the auth settings", async () => {
    const api = { url: emulator().url, anonKey: emulator().anonKey };
    // supabase/config.toml leaves the provider off.
    expect(await fetchGoogleEnabled(api)).toBe(false);
    emulator().configure({ enabledProviders: ["google"] });
    try {
      expect(await fetchGoogleEnabled(api)).toBe(true);
    } finally {
      emulator().configure({ enabledProviders: [] });
    }
  });

  it("does not know (null) when the settings cannot be read", async () => {
    expect(await fetchGoogleEnabled({ url: emulator().url, anonKey: "not-a-key" })).toBeNull();
    expect(await fetchGoogleEnabled({ url: "http://127.0.0.1:9", anonKey: "x" })).toBeNull();
  });
});
