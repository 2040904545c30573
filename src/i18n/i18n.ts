import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@contract/locale";
import { setRequestLanguage } from "@/lib/request-language";
import { NAMESPACES } from "./catalogue";
import { en } from "./locales/en";
import { nl } from "./locales/nl";
import { storedLocale, storeLocale } from "./locale-storage";

/**
 * The one i18next instance of the customer area and the auth screens. Both catalogues are
 * bundled (a few kilobytes), so it initialises synchronously and the first render is already in
 * the right language. Only modules of the customer area and /login import it: public pages never
 * load it (tests/build/i18n-bundle.test.ts).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { nl, en },
  lng: storedLocale() ?? DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  ns: NAMESPACES,
  defaultNS: "common",
  // React escapes what it renders; escaping here too would show "&amp;".
  interpolation: { escapeValue: false },
  initAsync: false,
});

// The functions answer in the same language (Accept-Language on every call).
setRequestLanguage(activeLocale());
i18n.on("languageChanged", () => setRequestLanguage(activeLocale()));

/** The language the customer area speaks now. */
export function activeLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** Switches every mounted screen to `locale` and remembers it in this browser. */
export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  if (activeLocale() !== locale) await i18n.changeLanguage(locale);
}
