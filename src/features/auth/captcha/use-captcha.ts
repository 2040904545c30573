import { useCallback, useEffect, useRef, useState } from "react";
import { captchaSettings, type CaptchaSettings } from "@/config/captcha";
import { loadCaptchaApi, type CaptchaApi } from "./load-captcha-api";

/**
 * off: this build has no CAPTCHA. loading: the provider's script is on its way. unsolved: the
 * widget shows and has no token (not yet, expired, or used). solved: a token is ready.
 * unavailable: the script could not load; requests go out without a token and the auth service
 * decides (it refuses them when its CAPTCHA is on, which the form then says).
 */
export type CaptchaStatus = "off" | "loading" | "unsolved" | "solved" | "unavailable";

export interface Captcha {
  status: CaptchaStatus;
  /** Give it the element the widget is drawn in (as `ref`; the widget moves with it). */
  attach: (element: HTMLElement | null) => void;
  /**
   * The token for one request: a string when solved, null while the widget waits for the
   * visitor (the request should not be sent), undefined without a widget.
   */
  token: () => string | null | undefined;
  /** After every attempt that used the token: a token is accepted once, so a new one is needed. */
  reset: () => void;
}

/** Turnstile's "normal" widget is 300 px wide; narrower (a phone's card) gets the compact one. */
const NORMAL_WIDTH = 300;

/**
 * The CAPTCHA widget of the login form: loads the provider's script when a container appears (so
 * only /login ever loads it), renders the widget in the visitor's language and keeps its token.
 */
export function useCaptcha(
  locale: string,
  settings: CaptchaSettings | null = captchaSettings,
): Captcha {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [status, setStatus] = useState<CaptchaStatus>(settings ? "loading" : "off");
  const tokenRef = useRef<string | null>(null);
  const statusRef = useRef(status);
  const widgetRef = useRef<{ api: CaptchaApi; id: string } | null>(null);

  const show = useCallback((next: CaptchaStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  useEffect(() => {
    if (!settings || !container) return;
    let cancelled = false;
    loadCaptchaApi(settings)
      .then((api) => {
        if (cancelled) return;
        const forget = () => {
          tokenRef.current = null;
          show("unsolved");
        };
        const id = api.render(container, {
          sitekey: settings.siteKey,
          callback: (token: string) => {
            tokenRef.current = token;
            show("solved");
          },
          "expired-callback": forget,
          // The widget shows its own message; returning true tells Turnstile it was handled.
          "error-callback": () => {
            forget();
            return true;
          },
          // Turnstile reads `language`, hCaptcha `hl`; each ignores the other's.
          ...(settings.provider === "turnstile" ? { language: locale } : { hl: locale }),
          size:
            container.clientWidth > 0 && container.clientWidth < NORMAL_WIDTH
              ? "compact"
              : "normal",
        });
        widgetRef.current = { api, id };
        if (!tokenRef.current) show("unsolved");
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(error);
        show("unavailable");
      });
    return () => {
      cancelled = true;
      const widget = widgetRef.current;
      widgetRef.current = null;
      // A widget drawn elsewhere later starts without a token, whatever this one had.
      tokenRef.current = null;
      widget?.api.remove(widget.id);
    };
  }, [settings, container, locale, show]);

  const token = useCallback((): string | null | undefined => {
    const current = statusRef.current;
    if (current === "off" || current === "unavailable") return undefined;
    return tokenRef.current;
  }, []);

  const reset = useCallback(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    tokenRef.current = null;
    widget.api.reset(widget.id);
    show("unsolved");
  }, [show]);

  return { status, attach: setContainer, token, reset };
}
