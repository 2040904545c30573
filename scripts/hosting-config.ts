/**
 * Hosting configuration for a static host (Netlify format: _redirects and _headers, also read by
 * Cloudflare Pages). Generated from the same sources as the local server (scripts/static-server.ts),
 * so both answer the same: prerendered files first, the SPA shell for the customer area, and the
 * not-found page with status 404 for everything else.
 */
import { SECURITY_HEADERS } from "./security-headers";
import { clientRenderedPrefixes } from "../src/config/public-routes";

export function buildRedirects(): string {
  const spaRules = clientRenderedPrefixes.flatMap((prefix) => [
    `${prefix}  /app-shell.html  200`,
    `${prefix}/*  /app-shell.html  200`,
  ]);
  return [...spaRules, "/*  /404.html  404", ""].join("\n");
}

export function buildHeaders(): string {
  const securityLines = Object.entries(SECURITY_HEADERS).map(
    ([name, value]) => `  ${name}: ${value}`,
  );
  return [
    "/*",
    ...securityLines,
    "",
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n");
}
