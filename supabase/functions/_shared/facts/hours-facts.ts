/**
 * Opening hours as the site shows them: lines that name a day (or "werkdagen", "weekend") and a
 * time or "gesloten" — in a footer, a table, a list or a sentence. The lines of one list or table
 * become one fact ("Maandag: 8.00 – 20.00; …; Zaterdag en zondag: Gesloten"), in the site's words.
 */
import { candidate, sentencesOf, type FactCandidate } from "./fact-candidate.ts";
import type { PageBlock, ReadPage } from "./page-reader.ts";

const DAY =
  /\b(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|werkdagen|weekdagen|weekend|weekenden|feestdagen|doordeweeks)\b/i;
/** "ma", "di." … count only where they clearly are days: at the start or in a range. */
const DAY_SHORT =
  /(?:^|[\s(])(?:ma|di|wo|do|vr|za|zo)\.?(?:\s*(?:[-–—/]|t\/m|tot en met|en|,)\s*(?:ma|di|wo|do|vr|za|zo)\b|\s*:|\s+\d{1,2}[.:]\d{2})/i;
const TIME = /\b\d{1,2}[.:]\d{2}\b|\b\d{1,2}\s?uur\b|\bgesloten\b|\bop afspraak\b|\b24\/7\b/i;

const isHoursLine = (line: string) => (DAY.test(line) || DAY_SHORT.test(line)) && TIME.test(line);

function linesOf(block: PageBlock): string[] {
  return block.tag === "tr" ? [block.text.split("\n").join(": ")] : sentencesOf(block.text);
}

export function hoursFacts(page: ReadPage): FactCandidate[] {
  // Lines grouped by the list, table or section they stand in.
  const groups = new Map<object, { lines: string[]; chrome: boolean; last: number }>();
  page.blocks.forEach((block, index) => {
    if (block.headingLevel) return;
    const lines = linesOf(block);
    const group = groups.get(block.container);
    const hasHours = lines.some(isHoursLine);
    // Next to hours, a day without a time ("Zaterdag: alleen spoedservice") or a time without a
    // day ("Keuken open tot 21.00 uur") belongs to them.
    const nextToHours = hasHours || group?.last === index - 1;
    if (!nextToHours) return;
    const hours = lines.filter((line) => isHoursLine(line) || DAY.test(line) || TIME.test(line));
    if (hours.length === 0) return;
    if (group) {
      group.lines.push(...hours);
      group.last = index;
    } else if (hasHours)
      groups.set(block.container, { lines: hours, chrome: block.chrome, last: index });
  });
  return [...groups.values()].map(({ lines, chrome }) =>
    candidate(page, "opening-hours", {
      text: [...new Set(lines.map((line) => line.replace(/[.;]$/, "")))].join("; "),
      chrome,
    }),
  );
}
