/**
 * Readable Dutch for the customer's readers: the Flesch-Douma reading ease of the running text
 * must reach the target for the profile's tone (contract/draft-checks.ts).
 */
import { READABILITY_TARGETS } from "../../contract/draft-checks.ts";
import { readabilityOf } from "./readability.ts";
import type { CheckInput, CheckOutcome } from "./types.ts";

/** Douma's names for the bands of his scale. */
export function readabilityBand(score: number): string {
  if (score >= 80) return "gemakkelijk";
  if (score >= 70) return "tamelijk gemakkelijk";
  if (score >= 60) return "normaal";
  if (score >= 45) return "tamelijk moeilijk";
  if (score >= 30) return "moeilijk";
  return "zeer moeilijk";
}

const decimal = (value: number) => value.toLocaleString("nl-NL", { maximumFractionDigits: 1 });

export function readabilityCheck({ draft, profile }: CheckInput): CheckOutcome {
  const target = READABILITY_TARGETS[profile.tone];
  const label = `Goed leesbaar: leesgemak ${target} of hoger`;
  const result = readabilityOf(draft.markdown);
  if (!result) {
    return {
      id: "readability",
      passed: false,
      label,
      detail: "Er staat nog geen lopende tekst in.",
    };
  }
  const measured = `Leesgemak ${result.score} (${readabilityBand(result.score)}, Flesch-Douma), gemiddeld ${decimal(result.wordsPerSentence)} woorden per zin`;
  const passed = result.score >= target;
  const toneWord = profile.tone === "formal" ? "formele" : "informele";
  return {
    id: "readability",
    passed,
    label,
    detail: passed
      ? `${measured}.`
      : `${measured}; het doel voor je ${toneWord} toon is ${target} of hoger. Maak lange zinnen korter en kies waar het kan kortere woorden.`,
  };
}
