import { isLocale, type Locale } from "@contract/locale";

/** This browser's language choice; the profile's choice replaces it after sign-in. */
const STORAGE_KEY = "vindbaar.locale";

export function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    // No window (prerendering) or storage blocked (private mode): nothing remembered.
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the choice lasts until the page is closed.
  }
}
