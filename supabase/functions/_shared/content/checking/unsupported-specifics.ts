/**
 * Specifics the customer's site and profile do not back: a price, year, percentage, time,
 * phone number, quantity, award, guarantee or certification that a writer put in without a
 * source. Posts may only state what the business itself says; an invented "sinds 1995" or
 * "€ 4,95" is worse than none. Title, meta tags and text are all read.
 */
import { quoteList } from "./draft-text.ts";
import { specificsIn } from "./specifics.ts";
import { buildSupport, isSupported } from "./support.ts";
import { markdownBlocks, splitLine } from "../../text/sentences.ts";
import type { CheckInput, CheckOutcome } from "./types.ts";

/** Every unsupported specific of the draft, each quote once, in reading order. */
export function unsupportedSpecifics(input: CheckInput): string[] {
  const { draft, facts, profile, brief } = input;
  const support = buildSupport(facts, profile, brief);
  const texts = [
    draft.title,
    draft.metaTitle,
    draft.metaDescription,
    ...markdownBlocks(draft.markdown).map((block) => block.text),
  ];
  const quotes = texts
    .flatMap(splitLine)
    .flatMap(specificsIn)
    .filter((specific) => !isSupported(specific, support))
    .map((specific) => specific.quote);
  return [...new Set(quotes)];
}

export function unsupportedSpecificsCheck(input: CheckInput): CheckOutcome {
  const found = unsupportedSpecifics(input);
  return {
    id: "unsupported-specifics",
    passed: found.length === 0,
    label: "Geen prijzen, jaartallen, cijfers of beloftes die niet op je website staan",
    detail:
      found.length === 0
        ? null
        : `Niet gevonden op je website of in je bedrijfsprofiel: ${quoteList(found, 4)}. Klopt het, zet het dan eerst op je website; anders haal je het uit de tekst.`,
  };
}
