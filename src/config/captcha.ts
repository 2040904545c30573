/**
 * The CAPTCHA on /login, from the build's public variables. Without VITE_CAPTCHA_SITE_KEY there is
 * none: no widget, no script, no token (the auth service must then have it off too). With it,
 * /login loads the provider's script — and only /login: public pages never import this module's
 * users — and sends the solved token with every request the auth service checks.
 * Kept free of imports (like supabase-defaults.ts): the build's CSP reads it as well.
 */
export type CaptchaProvider = "turnstile" | "hcaptcha";

export interface CaptchaSettings {
  provider: CaptchaProvider;
  siteKey: string;
  /** The provider's explicit-render script, or the emulator's double (VITE_CAPTCHA_SCRIPT_URL). */
  scriptUrl: string;
}

/** Each provider's script and the origins its widget needs in the Content-Security-Policy. */
export const CAPTCHA_PROVIDERS: Record<
  CaptchaProvider,
  { script: string; scriptSources: string[]; frameSources: string[]; connectSources: string[] }
> = {
  // developers.cloudflare.com/turnstile/reference/content-security-policy
  turnstile: {
    script: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
    scriptSources: ["https://challenges.cloudflare.com"],
    frameSources: ["https://challenges.cloudflare.com"],
    connectSources: [],
  },
  // docs.hcaptcha.com: "Content Security Policy Settings"
  hcaptcha: {
    script: "https://js.hcaptcha.com/1/api.js?render=explicit",
    scriptSources: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
    frameSources: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
    connectSources: ["https://hcaptcha.com", "https://*.hcaptcha.com"],
  },
};

type Env = Record<string, string | boolean | undefined>;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * VITE_CAPTCHA_PROVIDER ("turnstile", the default, or "hcaptcha"), VITE_CAPTCHA_SITE_KEY and,
 * for the emulator's double only, VITE_CAPTCHA_SCRIPT_URL. A wrong provider or script URL is a
 * build mistake worth a clear message, not a silently missing widget.
 */
export function parseCaptchaSettings(env: Env): CaptchaSettings | null {
  const siteKey = text(env.VITE_CAPTCHA_SITE_KEY);
  if (!siteKey) return null;
  const provider = text(env.VITE_CAPTCHA_PROVIDER) || "turnstile";
  if (provider !== "turnstile" && provider !== "hcaptcha") {
    throw new Error(`VITE_CAPTCHA_PROVIDER must be "turnstile" or "hcaptcha", got "${provider}"`);
  }
  const override = text(env.VITE_CAPTCHA_SCRIPT_URL);
  if (override && !/^https?:\/\/[^/]+\//.test(override)) {
    throw new Error(`VITE_CAPTCHA_SCRIPT_URL must be an http(s) URL, got "${override}"`);
  }
  return { provider, siteKey, scriptUrl: override || CAPTCHA_PROVIDERS[provider].script };
}

/** The sources to add to the site's CSP for the configured CAPTCHA (none without one). */
export function captchaCspSources(env: Env): {
  script: string[];
  frame: string[];
  connect: string[];
} {
  const settings = parseCaptchaSettings(env);
  if (!settings) return { script: [], frame: [], connect: [] };
  const provider = CAPTCHA_PROVIDERS[settings.provider];
  if (settings.scriptUrl !== provider.script) {
    // The emulator's double: its script and its challenge call come from its own origin.
    const origin = new URL(settings.scriptUrl).origin;
    return { script: [origin], frame: [], connect: [origin] };
  }
  return {
    script: provider.scriptSources,
    frame: provider.frameSources,
    connect: provider.connectSources,
  };
}

/** This build's CAPTCHA (read once; Vite inlines the variables; Node scripts have none). */
export const captchaSettings: CaptchaSettings | null = parseCaptchaSettings(import.meta.env ?? {});
