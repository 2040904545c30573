import type { AccountResponse } from "@contract/account";
import { isLocale, type Locale } from "@contract/locale";

/**
 * The language in an account answer, read leniently without a schema: a language this browser
 * does not know is no error, the menu then shows the default.
 */
export function localeOf(answer: unknown): Locale | null {
  const locale = (answer as Partial<AccountResponse> | null)?.locale;
  return isLocale(locale) ? locale : null;
}
