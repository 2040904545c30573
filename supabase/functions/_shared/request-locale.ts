import { DEFAULT_LOCALE, isLocale, type Locale } from "./contract/locale.ts";

/**
 * The language to answer a request in, from its Accept-Language header: the browser's client
 * sends the customer's chosen language there (src/lib/call-function.ts); other callers get
 * their own header honoured by quality ("en-GB,en;q=0.9" → en). Anything unsupported, missing
 * or malformed is Dutch.
 */
export function requestLocale(req: Request): Locale {
  const header = req.headers.get("Accept-Language");
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split("-")[0] ?? "",
        q: q ? Number(q) : 1,
        index,
      };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}
