/**
 * The double's keywords_for_keywords: what Google Ads' keyword planner suggests for a seed, built
 * from the same Dutch vocabulary as the Google double's search queries ("… prijs", "wat kost …"),
 * a deterministic choice per seed. Each idea carries its own figures, the same as a search-volume
 * lookup of that idea answers.
 */
import { PREFIXES, QUESTIONS, SUFFIXES } from "../google/vocabulary.ts";
import { mix } from "../google/random.ts";
import { keywordFigures, keywordSeed, type KeywordFigures } from "./keyword-figures.ts";

const IDEAS_PER_SEED = 12;

function candidates(seed: string): string[] {
  return [
    ...SUFFIXES.map((suffix) => `${seed} ${suffix}`),
    ...PREFIXES.map((prefix) => `${prefix} ${seed}`),
    ...QUESTIONS.map((question) => question.replace("{k}", seed)),
  ];
}

/** The seed itself first (as Google Ads includes it), then ideas, without duplicates. */
export function keywordIdeas(seeds: readonly string[], now: Date): KeywordFigures[] {
  const chosen = new Set<string>();
  for (const raw of seeds) {
    const seed = raw.trim().toLowerCase();
    if (seed === "") continue;
    chosen.add(seed);
    const pool = candidates(seed);
    const hash = keywordSeed(seed);
    // A seeded shuffle (Fisher–Yates with mixed indices): the same ideas for the same seed.
    for (let index = pool.length - 1; index > 0; index--) {
      const other = mix(hash, index) % (index + 1);
      [pool[index], pool[other]] = [pool[other]!, pool[index]!];
    }
    for (const idea of pool.slice(0, IDEAS_PER_SEED)) chosen.add(idea);
  }
  return [...chosen].map((keyword) => keywordFigures(keyword, now));
}
