/**
 * The quality checks of a draft (contract/draft-checks.ts "quality"), in the panel's order:
 * grounded in the customer's site, no unsupported specifics, no sentences from other posts, no
 * stuffed keywords, no words of another kind of business, readable. Any failure makes the draft
 * 'Controle nodig'.
 */
import type { SiteFact } from "../../contract/site-facts.ts";
import { keywordStuffingCheck } from "./keyword-stuffing.ts";
import { offTypePhrasesCheck } from "./off-type-phrases.ts";
import { readabilityCheck } from "./readability-check.ts";
import { sharedSentencesCheck } from "./shared-sentences.ts";
import { factsUsed, siteFactsCheck } from "./site-facts-used.ts";
import { readDraft } from "./draft-text.ts";
import type { CheckInput, CheckOutcome } from "./types.ts";
import { unsupportedSpecificsCheck } from "./unsupported-specifics.ts";

export interface QualityReport {
  checks: CheckOutcome[];
  /** The visible site facts the draft uses. */
  factsUsed: SiteFact[];
}

export function qualityChecks(source: Omit<CheckInput, "text">): QualityReport {
  const input: CheckInput = { ...source, text: readDraft(source.draft.markdown) };
  const used = factsUsed(input);
  return {
    checks: [
      siteFactsCheck(input, used),
      unsupportedSpecificsCheck(input),
      sharedSentencesCheck(input),
      keywordStuffingCheck(input),
      offTypePhrasesCheck(input),
      readabilityCheck(input),
    ],
    factsUsed: used,
  };
}
