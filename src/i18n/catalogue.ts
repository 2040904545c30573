import type { nl } from "./locales/nl";

/**
 * The shape every language's catalogue must have: Dutch's, key for key. English is declared with
 * this type, so a key missing (or extra) there fails `tsc`; the unit test
 * tests/unit/i18n-catalogues.test.ts also compares the interpolation variables.
 */
export type Catalogue = typeof nl;

/** The catalogue's areas (i18next namespaces), one file per area and language. */
export type Namespace = keyof Catalogue;
export const NAMESPACES = [
  "common",
  "auth",
  "account",
  "reports",
  "audits",
  "apiKeys",
  "profile",
  "whiteLabel",
  "seoHelper",
  "dashboard",
  "billing",
  "searchConsole",
  "content",
  "analyzer",
] as const satisfies readonly Namespace[];
