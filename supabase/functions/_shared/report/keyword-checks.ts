/**
 * Does each target keyword appear in any page title, any heading (h1–h3) and any URL path of the
 * scanned site, and what to do where it does not. Matching forgives case, accents and separators
 * (keyword-match.ts), so 'loodgieter amsterdam' is found in /loodgieter-amsterdam.
 */
import { containsKeyword, slugOf, urlWords } from "../text/keyword-match.ts";
import type { ScanPage } from "../scan/scan-page.ts";
import type { Report } from "./types.ts";

type KeywordCheck = Report["keywordChecks"][number];

export function keywordChecks(pages: ScanPage[], keywords: string[]): KeywordCheck[] {
  return keywords.map((keyword) => ({
    keyword,
    inTitle: pages.some((page) => page.title !== null && containsKeyword(page.title, keyword)),
    inHeading: pages.some((page) =>
      [...page.h1s, ...page.headings].some((heading) => containsKeyword(heading, keyword)),
    ),
    inUrl: pages.some((page) => containsKeyword(urlWords(page.finalUrl), keyword)),
  }));
}

/**
 * One concrete tip per keyword that is missing somewhere, the most important gap first: a title
 * weighs most in search results, then a heading, then the address.
 */
export function keywordTips(checks: KeywordCheck[]): string[] {
  return checks.flatMap((check) => {
    const keyword = check.keyword.trim();
    if (!check.inTitle) {
      return [`Gebruik het zoekwoord '${keyword}' in de titel van de pagina die erover gaat.`];
    }
    if (!check.inHeading) return [`Zet het zoekwoord '${keyword}' ook in een kop (h1 tot h3).`];
    if (!check.inUrl) {
      return [
        `Geef '${keyword}' een eigen pagina met het zoekwoord in het adres, zoals /${slugOf(keyword)} (met een 301-redirect als je een bestaand adres wijzigt).`,
      ];
    }
    return [];
  });
}
