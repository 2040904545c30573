import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CAPTCHA_DOUBLE_SECRET } from "../../../emulator/captcha/keys";
import { parseCaptchaSwitch, resolveConfig } from "../../../emulator/config";

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project directory whose supabase/config.toml holds `auth` (TOML under [auth]). */
function projectWith(auth: string): string {
  const dir = mkdtempSync(join(tmpdir(), "vindbaar-captcha-"));
  made.push(dir);
  mkdirSync(join(dir, "supabase"));
  writeFileSync(
    join(dir, "supabase", "config.toml"),
    `[auth]\nsite_url = "http://localhost:5173"\n${auth}`,
  );
  return dir;
}

describe("the emulator's CAPTCHA setting", () => {
  it("is off in this repository's config.toml, as in npm run dev", () => {
    expect(resolveConfig({ projectDir: process.cwd() }).auth.captcha).toBeNull();
  });

  it("follows [auth.captcha] in config.toml, but verifies with the double's secret", () => {
    const on = projectWith(
      '[auth.captcha]\nenabled = true\nprovider = "turnstile"\nsecret = "env(SUPABASE_AUTH_CAPTCHA_SECRET)"\n',
    );
    expect(resolveConfig({ projectDir: on }).auth.captcha).toEqual({
      provider: "turnstile",
      secret: CAPTCHA_DOUBLE_SECRET,
    });
    const off = projectWith('[auth.captcha]\nenabled = false\nprovider = "hcaptcha"\n');
    expect(resolveConfig({ projectDir: off }).auth.captcha).toBeNull();
  });

  it("lets the option (--captcha, EMULATOR_CAPTCHA) win over config.toml", () => {
    const on = projectWith('[auth.captcha]\nenabled = true\nprovider = "hcaptcha"\n');
    expect(resolveConfig({ projectDir: on, captcha: false }).auth.captcha).toBeNull();
    expect(
      resolveConfig({ projectDir: process.cwd(), captcha: { provider: "hcaptcha" } }).auth.captcha,
    ).toEqual({
      provider: "hcaptcha",
      secret: CAPTCHA_DOUBLE_SECRET,
    });
    expect(parseCaptchaSwitch("Turnstile")).toEqual({ provider: "turnstile" });
    expect(parseCaptchaSwitch("off")).toBe(false);
    expect(parseCaptchaSwitch(undefined)).toBeUndefined();
    expect(() => parseCaptchaSwitch("recaptcha")).toThrow(
      '--captcha expects turnstile, hcaptcha or off, got "recaptcha"',
    );
  });
});

describe("the emulator's per-address auth limits", () => {
  it("take the option first (tests raise them), then config.toml's sign_in_sign_ups", () => {
    expect(resolveConfig({ projectDir: process.cwd() }).auth.signInSignUpsPer5Min).toBe(5);
    expect(
      resolveConfig({ projectDir: process.cwd(), signInSignUpsPer5Min: 1000 }).auth
        .signInSignUpsPer5Min,
    ).toBe(1000);
  });
});
