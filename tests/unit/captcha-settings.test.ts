import { describe, expect, it } from "vitest";
import { captchaCspSources, parseCaptchaSettings } from "@/config/captcha";

/** VITE_CAPTCHA_* as the build reads them, and what the site's CSP then allows. */
describe("the CAPTCHA build settings", () => {
  it("are off without a site key, whatever else is set", () => {
    expect(parseCaptchaSettings({})).toBeNull();
    expect(
      parseCaptchaSettings({ VITE_CAPTCHA_PROVIDER: "turnstile", VITE_CAPTCHA_SITE_KEY: " " }),
    ).toBeNull();
    expect(captchaCspSources({})).toEqual({ script: [], frame: [], connect: [] });
  });

  it("use Turnstile's script by default, hCaptcha's when named, the emulator's when given", () => {
    expect(parseCaptchaSettings({ VITE_CAPTCHA_SITE_KEY: "0x4AAA" })).toEqual({
      provider: "turnstile",
      siteKey: "0x4AAA",
      scriptUrl: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
    });
    expect(
      parseCaptchaSettings({
        VITE_CAPTCHA_SITE_KEY: "10000000-ffff",
        VITE_CAPTCHA_PROVIDER: "hcaptcha",
      }),
    ).toEqual({
      provider: "hcaptcha",
      siteKey: "10000000-ffff",
      scriptUrl: "https://js.hcaptcha.com/1/api.js?render=explicit",
    });
    expect(
      parseCaptchaSettings({
        VITE_CAPTCHA_SITE_KEY: "0x4AAAAAAAVindbaarEmulator",
        VITE_CAPTCHA_SCRIPT_URL: "http://127.0.0.1:54321/captcha/turnstile/v0/api.js",
      })?.scriptUrl,
    ).toBe("http://127.0.0.1:54321/captcha/turnstile/v0/api.js");
  });

  it("refuse a provider or script address that cannot work", () => {
    expect(() =>
      parseCaptchaSettings({ VITE_CAPTCHA_SITE_KEY: "k", VITE_CAPTCHA_PROVIDER: "recaptcha" }),
    ).toThrow('VITE_CAPTCHA_PROVIDER must be "turnstile" or "hcaptcha", got "recaptcha"');
    expect(() =>
      parseCaptchaSettings({
        VITE_CAPTCHA_SITE_KEY: "k",
        VITE_CAPTCHA_SCRIPT_URL: "javascript:alert(1)",
      }),
    ).toThrow('VITE_CAPTCHA_SCRIPT_URL must be an http(s) URL, got "javascript:alert(1)"');
  });

  it("open the CSP to the provider's origins only (script and frame), or to the emulator", () => {
    expect(captchaCspSources({ VITE_CAPTCHA_SITE_KEY: "0x4AAA" })).toEqual({
      script: ["https://challenges.cloudflare.com"],
      frame: ["https://challenges.cloudflare.com"],
      connect: [],
    });
    expect(
      captchaCspSources({
        VITE_CAPTCHA_SITE_KEY: "0x4AAAAAAAVindbaarEmulator",
        VITE_CAPTCHA_SCRIPT_URL: "http://127.0.0.1:54331/captcha/turnstile/v0/api.js",
      }),
    ).toEqual({
      script: ["http://127.0.0.1:54331"],
      frame: [],
      connect: ["http://127.0.0.1:54331"],
    });
  });
});
