/**
 * Guide difficulty "Beginner" is shown green, every other level yellow (docs/contracts/product-rules.md §4).
 * Exact match on purpose: the rule names one literal level, so "beginner" or "Beginners" are other levels.
 */
export type DifficultyTone = "success" | "warning";

export const BEGINNER_LEVEL = "Beginner";

export function guideDifficultyTone(difficulty: string): DifficultyTone {
  return difficulty === BEGINNER_LEVEL ? "success" : "warning";
}
