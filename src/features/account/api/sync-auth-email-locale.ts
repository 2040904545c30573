import type { Locale } from "@contract/locale";
import { getSupabase } from "@/lib/supabase";

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
