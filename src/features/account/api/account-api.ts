import type { AccountResponse } from "@contract/account";
import { isLocale, type Locale } from "@contract/locale";
import { callFunction } from "@/lib/call-function";
import { getSupabase } from "@/lib/supabase";

/**
 * Read leniently, without a schema: a language this browser does not know is no error, the menu
 * then shows the default.
 */
function localeOf(answer: unknown): Locale | null {
  const locale = (answer as Partial<AccountResponse> | null)?.locale;
  return isLocale(locale) ? locale : null;
}

/** The language stored on the signed-in user's profile, null when never chosen. */
export async function fetchAccountLocale(): Promise<Locale | null> {
  return localeOf(await callFunction("account", undefined, { method: "GET" }));
}

/** Stores the language on the signed-in user's profile. */
export async function saveAccountLocale(locale: Locale): Promise<Locale | null> {
  return localeOf(await callFunction("account", { locale }, { method: "PUT" }));
}

/**
 * The auth e-mails (supabase/templates) choose their language from user_metadata.locale, which
 * the auth service hands them as `.Data.locale`: kept equal to the profile's choice. Best effort:
 * the profile stays the source, so a failure here is logged and the next choice or sign-in
 * tries again.
 */
export async function syncAuthEmailLocale(locale: Locale): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    const user = data.session?.user;
    if (!user || user.user_metadata?.locale === locale) return;
    const result = await supabase.auth.updateUser({ data: { locale } });
    if (result?.error) throw result.error;
  } catch (error) {
    console.error("Could not store the e-mail language on the account", error);
  }
}
