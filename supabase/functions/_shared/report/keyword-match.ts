/**
 * Keyword checks that forgive spelling of the same words: case, accents ('café' = 'cafe') and
 * separators ('loodgieter amsterdam' matches 'Loodgieter-Amsterdam' in a URL and
 * 'Loodgieter, Amsterdam' in a title).
 */
export function normaliseWords(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLocaleLowerCase("nl")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** True when the keyword's words appear in this order, as whole words. */
export function containsKeyword(text: string, keyword: string): boolean {
  const words = normaliseWords(keyword);
  if (words === "") return false;
  return ` ${normaliseWords(text)} `.includes(` ${words} `);
}

/** The URL's path as words ('/diensten/loodgieter-amsterdam' → 'diensten loodgieter amsterdam'). */
export function urlWords(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return url;
  }
}
