/**
 * Sentences of 8 words or more that the customer's other posts already have. A reader (and a
 * search engine) who finds the same sentences in two posts of one business sees a template.
 */
import { sentencesSeenBefore } from "../../text/sentences.ts";
import { quoteList } from "./draft-text.ts";
import type { CheckInput, CheckOutcome } from "./types.ts";

export function sharedSentencesCheck({ draft, earlierFingerprints }: CheckInput): CheckOutcome {
  const repeated = [...new Set(sentencesSeenBefore(draft.markdown, earlierFingerprints))];
  const count = repeated.length;
  return {
    id: "shared-sentences",
    passed: count === 0,
    label: "Geen zinnen die al in je andere artikelen staan",
    detail:
      count === 0
        ? null
        : `${count === 1 ? "1 zin staat" : `${count} zinnen staan`} ook in een ander artikel van je: ${quoteList(repeated, 2)}. Herschrijf ${count === 1 ? "die zin" : "die zinnen"}, zodat elk artikel iets eigens zegt.`,
  };
}
