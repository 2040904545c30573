/**
 * Hosting configuration for a static host (Netlify format: _redirects and _headers, also read by
 * Cloudflare Pages). Generated from the same sources as the local server (scripts/static-server.ts),
 * so both answer the same: prerendered files first, the SPA shell for the customer area, and the
 * not-found page with status 404 for everything else.
 */
import { SECURITY_HEADERS } from "./security-headers";
import { blogFeedPath } from "../src/config/paths";
import { clientRenderedPrefixes } from "../src/config/public-routes";

/** Files whose type the extension does not tell (an Atom feed is .xml but not plain XML). */
export const CONTENT_TYPE_BY_PATH: Readonly<Record<string, string>> = {
  [blogFeedPath]: "application/atom+xml; charset=utf-8",
};

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
    ...Object.entries(CONTENT_TYPE_BY_PATH).flatMap(([path, type]) => [
      path,
      `  Content-Type: ${type}`,
      "",
    ]),
  ].join("\n");
}
