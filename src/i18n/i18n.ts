import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@contract/locale";
import { setRequestLanguage } from "@/lib/request-language";
import { NAMESPACES, type Catalogue } from "./catalogue";
import { nl } from "./locales/nl";
import { storedLocale, storeLocale } from "./locale-storage";

/**
 * The other languages' catalogues, each its own chunk: a Dutch customer never downloads the
 * English texts, and the i18n chunk stays the library plus Dutch (tests/build/i18n-bundle.test.ts).
 */
const OTHER_CATALOGUES: Record<Exclude<Locale, "nl">, () => Promise<Catalogue>> = {
  en: () => import("./locales/en").then((module) => module.en),
};

async function catalogueOf(locale: Locale): Promise<Catalogue> {
  return locale === "nl" ? nl : OTHER_CATALOGUES[locale]();
}

/**
 * The one i18next instance of the customer area and the auth screens. The browser's remembered
 * language is loaded before this module finishes (a top-level await), so it initialises
 * synchronously and the first render is already in the right language. Only modules of the
 * customer area and /login import it: public pages never load it (tests/build/i18n-bundle.test.ts).
 */
export const i18n = i18next.createInstance();

const initialLocale = storedLocale() ?? DEFAULT_LOCALE;
const initialResources: Partial<Record<Locale, Catalogue>> = { [DEFAULT_LOCALE]: nl };
if (initialLocale !== DEFAULT_LOCALE)
  initialResources[initialLocale] = await catalogueOf(initialLocale);

void i18n.use(initReactI18next).init({
  resources: initialResources,
  lng: initialLocale,
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
  if (activeLocale() === locale) return;
  await loadCatalogue(locale);
  await i18n.changeLanguage(locale);
}

/** Makes `locale`'s texts available (downloading its chunk once) without switching to it. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, "common")) return;
  const catalogue = await catalogueOf(locale);
  for (const namespace of NAMESPACES)
    i18n.addResourceBundle(locale, namespace, catalogue[namespace]);
}
