import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@contract/locale";
import { setInterfaceLanguage } from "@/lib/interface-language";

/** The active language; components re-render when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * `<html lang>` follows the active language while a screen that speaks it is mounted (the
 * customer area, /login) and returns to Dutch when it unmounts: public pages are Dutch.
 */
export function useDocumentLanguage(): Locale {
  const locale = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
    setInterfaceLanguage(locale);
    return () => {
      document.documentElement.lang = DEFAULT_LOCALE;
      setInterfaceLanguage(null);
    };
  }, [locale]);
  return locale;
}
