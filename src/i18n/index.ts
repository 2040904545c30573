/**
 * The customer area's languages (Dutch default, English on request). How to use it:
 *
 *   const { t } = useT("auth");            // one namespace (area) per screen
 *   t("modes.signIn.title")                 // typed key: a wrong one fails tsc
 *   t("passwordHint", { min: 6 })           // typed interpolation
 *
 * react-i18next's <Trans> is left out on purpose: typing its key over the whole catalogue made
 * `tsc` run out of memory. For markup inside a message, fill the variable with a marker and
 * render the parts around it (see the dashboard's greeting).
 *
 * Importing this module initialises i18next, so only customer-area and /login code may import it.
 */
import "./i18n";

export { useTranslation as useT } from "react-i18next";
export { activeLocale, changeLocale, i18n } from "./i18n";
export {
  formatCurrency,
  formatDate,
  formatDayInAmsterdam,
  formatList,
  formatNumber,
  formatPrice,
  intlLocale,
} from "./format";
export { figuresFor } from "./figures";
export { useDocumentLanguage, useLocale } from "./use-locale";
export { useFormCopy } from "./use-form-copy";
export type { Catalogue, Namespace } from "./catalogue";
