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

/** The last day of an inclusive period as the exclusive end `formatDayRange` expects. */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
