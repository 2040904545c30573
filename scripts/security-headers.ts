import { captchaCspSources } from "../src/config/captcha";

/**
 * Security headers for every response, shared by the local static server and the generated
 * hosting config. connect-src allows the Supabase project named by VITE_SUPABASE_URL at build time
 * (the local emulator on 127.0.0.1:54321 when it is not set); a build with a CAPTCHA site key
 * also allows that provider's script and frame (Cloudflare's or hCaptcha's origins, or the
 * emulator's double).
 */
const captcha = captchaCspSources(process.env);
const withSources = (directive: string, sources: string[]) => [directive, ...sources].join(" ");

const supabaseOrigin = (() => {
  try {
    return new URL(process.env.VITE_SUPABASE_URL ?? "http://127.0.0.1:54321").origin;
  } catch {
    return "http://127.0.0.1:54321";
  }
})();

const CSP = [
  "default-src 'self'",
  withSources("script-src 'self'", captcha.script),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  withSources(
    `connect-src 'self' ${supabaseOrigin} https://*.supabase.co wss://*.supabase.co`,
    captcha.connect,
  ),
  ...(captcha.frame.length > 0 ? [withSources("frame-src", captcha.frame)] : []),
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join("; ");

export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CSP,
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};
