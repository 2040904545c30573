import { dutchFigures } from "@contract/dutch-figures";
import { figureFormats, type FigureFormats } from "@contract/figures";
import type { Locale } from "@contract/locale";
import { intlLocale } from "./format";

/**
 * Search Console figures in the customer's language: Dutch exactly as the report and its PDF
 * write them, English with en-GB's separators ("1,234", "3.4%", "1 to 28 November 2026").
 */
const FIGURES: Record<Locale, FigureFormats> = {
  nl: dutchFigures,
  en: figureFormats(intlLocale("en"), "to"),
};

export function figuresFor(locale: Locale): FigureFormats {
  return FIGURES[locale];
}
