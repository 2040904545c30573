import type { Locale } from "@contract/locale";
import { callFunction } from "@/lib/call-function";
import { localeOf } from "./account-locale";

/** GET /functions/v1/account → the language stored on the signed-in user's profile, null when never chosen. */
export async function fetchAccountLocale(): Promise<Locale | null> {
  return localeOf(await callFunction("account", undefined, { method: "GET" }));
}
