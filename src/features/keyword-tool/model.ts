/**
 * The keyword tool's input rules. The figures come from the `keyword-data` function, which
 * answers only measured data (the customer's Search Console figures, the keyword-data provider's
 * Google Ads figures); nothing is made up in the browser.
 */

/** Longest word the field accepts: the same keyword limit as the profile and the posts. */
export { KEYWORD_MAX_LENGTH } from "@contract/keywords";

export function normalizeKeyword(word: string): string {
  return word.trim().replace(/\s+/g, " ");
}
