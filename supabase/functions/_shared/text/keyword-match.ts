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

/**
 * The URL's path, percent-decoded ('/caf%C3%A9-utrecht' → '/café-utrecht'); containsKeyword turns
 * its separators into spaces. Only the path counts: a keyword in the host name is not a page's URL.
 */
export function urlWords(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return "";
  }
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed %-sequence: match on the raw path
  }
}

/** The keyword as a URL slug: 'Bruidstaart bestellen' → 'bruidstaart-bestellen', 'café' → 'cafe'. */
export function slugOf(keyword: string): string {
  return normaliseWords(keyword).replace(/ /g, "-");
}
