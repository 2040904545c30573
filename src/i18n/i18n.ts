import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@contract/locale";
import { setRequestLanguage } from "@/lib/request-language";
import { NAMESPACES, type Catalogue } from "./catalogue";
import { en } from "./locales/en";
import { nl } from "./locales/nl";
import { storedLocale, storeLocale } from "./locale-storage";

/**
 * Every language's catalogue, bundled. English as a chunk of its own (a dynamic import here) was
 * tried: it moved Vite's preload helper out of the public pages' boot script into a shared chunk
 * that every public page then fetched before its load event (e2e/seo.spec.ts caught it).
 */
const CATALOGUES: Record<Locale, Catalogue> = { nl, en };

/**
 * The one i18next instance of the customer area and the auth screens. It initialises
 * synchronously, so the first render is already in the right language. Only modules of the
 * customer area and /login import it: public pages never load it (tests/build/i18n-bundle.test.ts).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: CATALOGUES,
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
