import type { CaptchaProvider, CaptchaSettings } from "@/config/captcha";

/** What Turnstile's and hCaptcha's explicit-render APIs have in common (and the double has). */
export interface CaptchaApi {
  render(container: HTMLElement, params: Record<string, unknown>): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

/** The global each provider's script defines. */
const GLOBAL_NAME: Record<CaptchaProvider, string> = {
  turnstile: "turnstile",
  hcaptcha: "hcaptcha",
};

/** A script that has not loaded after this long is treated as blocked (ad blocker, network). */
const LOAD_TIMEOUT_MS = 15_000;

/** Scripts added to this page, by URL (a second widget waits for the same one). */
const loading = new Map<string, Promise<void>>();

/**
 * Resolves with the provider's API, adding its script to the page first when the API is not
 * there yet. A failed load is forgotten, so the next attempt (the page opened again) tries anew.
 */
export async function loadCaptchaApi(settings: CaptchaSettings): Promise<CaptchaApi> {
  const name = GLOBAL_NAME[settings.provider];
  const lookup = () => (window as unknown as Record<string, CaptchaApi | undefined>)[name];
  if (!lookup()) {
    let script = loading.get(settings.scriptUrl);
    if (!script) {
      script = addScript(settings.scriptUrl).catch((error: unknown) => {
        loading.delete(settings.scriptUrl);
        throw error;
      });
      loading.set(settings.scriptUrl, script);
    }
    await script;
  }
  const api = lookup();
  if (!api) throw new Error(`The CAPTCHA script ${settings.scriptUrl} did not define ${name}`);
  return api;
}

function addScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    const fail = (reason: string) => {
      script.remove();
      reject(new Error(`The CAPTCHA script ${url} ${reason}`));
    };
    const timer = window.setTimeout(() => fail("did not load in time"), LOAD_TIMEOUT_MS);
    script.addEventListener("load", () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener("error", () => {
      window.clearTimeout(timer);
      fail("could not be loaded");
    });
    document.head.appendChild(script);
  });
}
