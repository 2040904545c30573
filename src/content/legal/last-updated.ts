import { facts } from "../facts";

/** The legal pages are in English (docs/product.md §1), so their date is written the British way. */
const englishDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2024-03-15" -> "15 March 2024". */
export function formatEnglishDate(isoDate: string): string {
  return englishDate.format(new Date(`${isoDate}T00:00:00Z`));
}

export const legalLastUpdated = {
  label: "Last updated:",
  iso: facts.legalLastUpdated,
  text: formatEnglishDate(facts.legalLastUpdated),
  contentsLabel: "Contents",
} as const;
