import type { Locale } from "@contract/locale";
import { changeLocale } from "@/i18n";
import { fetchAccountLocale } from "./api/get-account-locale";
import { saveAccountLocale } from "./api/save-account-locale";
import { syncAuthEmailLocale } from "./api/sync-auth-email-locale";

/**
 * Which language wins: after sign-in the profile's (it follows the customer to any device), and
 * from then on whatever the customer picks. The profile is read once per signed-in user and page
 * load; a choice made while that read is under way is not overwritten by its answer.
 */
let syncedUser: string | null = null;
let choiceCount = 0;

export async function adoptProfileLocale(userId: string): Promise<void> {
  if (syncedUser === userId) return;
  syncedUser = userId;
  const choicesBefore = choiceCount;
  try {
    const stored = await fetchAccountLocale();
    if (stored && choiceCount === choicesBefore) {
      await changeLocale(stored);
      // Accounts from before the e-mails had a language get the profile's now.
      await syncAuthEmailLocale(stored);
    }
  } catch (error) {
    // The browser's choice stays; the next page load asks again.
    syncedUser = null;
    console.error("Could not read the account's language", error);
  }
}

/** The customer's pick: applied at once, remembered in this browser and, when signed in, on the profile. */
export async function chooseLocale(locale: Locale, saveToAccount: boolean): Promise<void> {
  choiceCount += 1;
  await changeLocale(locale);
  if (saveToAccount) {
    await saveAccountLocale(locale);
    await syncAuthEmailLocale(locale);
  }
}

/** Tests: forget which user was synced. */
export function resetLocaleSync(): void {
  syncedUser = null;
  choiceCount = 0;
}
