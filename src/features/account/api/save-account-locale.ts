import type { Locale } from "@contract/locale";
import { callFunction } from "@/lib/call-function";
import { localeOf } from "./account-locale";

/** PUT /functions/v1/account { locale } → stores the language on the signed-in user's profile. */
export async function saveAccountLocale(locale: Locale): Promise<Locale | null> {
  return localeOf(await callFunction("account", { locale }, { method: "PUT" }));
}
