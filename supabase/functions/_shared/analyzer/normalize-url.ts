import { refusals } from "../net/safe-fetch-error.ts";
import { parseHttpUrl } from "../net/url-guard.ts";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The address to analyse (docs/contracts/product-rules.md §4): trimmed, https:// prepended when
 * no scheme was typed ("bakkerij.nl", "//bakkerij.nl"), then parsed; the fragment is dropped, so
 * "#contact" does not defeat the cache. Other schemes are left for the fetcher to refuse.
 */
export function normalizeAnalysisUrl(raw: string): string {
  const trimmed = raw.trim();
  const withScheme =
    SCHEME.test(trimmed) && !/^[^:/]+:\d/.test(trimmed)
      ? trimmed
      : `https://${trimmed.replace(/^\/+/, "")}`;
  const url = parseHttpUrl(withScheme);
  if (!url.hostname) throw refusals.invalidUrl();
  url.hash = "";
  return url.href;
}
