import type { AccountResponse } from "@contract/account";
import { isLocale, type Locale } from "@contract/locale";
import { invokeFunction } from "@/lib/invoke-function";

function localeOf(answer: unknown): Locale | null {
  const locale = (answer as Partial<AccountResponse> | null)?.locale;
  return isLocale(locale) ? locale : null;
}

/** The language stored on the signed-in user's profile, null when never chosen. */
export async function fetchAccountLocale(): Promise<Locale | null> {
  return localeOf(await invokeFunction("account", undefined, { method: "GET" }));
}

/** Stores the language on the signed-in user's profile. */
export async function saveAccountLocale(locale: Locale): Promise<Locale | null> {
  return localeOf(await invokeFunction("account", { locale }, { method: "PUT" }));
}
