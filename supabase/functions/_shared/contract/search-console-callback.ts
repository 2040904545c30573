/**
 * The browser route Google sends the customer back to after the Search Console consent, registered
 * in Google Cloud as the redirect URI on each of the site's own origins. A module of its own,
 * without zod: the browser's route table imports it, and every public page loads that table.
 */
export const SEARCH_CONSOLE_CALLBACK_PATH = "/search-console/callback";
