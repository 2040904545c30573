/**
 * The keyword insight tool's simulation (spec §4, §5): no server call, three variations of the
 * typed word with fixed volumes after 1.5 seconds. Difficulty and trend are fixed per variation
 * so every colour of the legend appears and a search is repeatable.
 */
export type Difficulty = "low" | "medium" | "high";

/** Longest word the field accepts: the same keyword limit as the profile and the posts. */
export { KEYWORD_MAX_LENGTH } from "@contract/keywords";
export type Trend = "up" | "stable" | "down";

export interface KeywordInsight {
  keyword: string;
  volume: number;
  difficulty: Difficulty;
  trend: Trend;
}

export const KEYWORD_SEARCH_DELAY_MS = 1500;

export function normalizeKeyword(word: string): string {
  return word.trim().replace(/\s+/g, " ");
}

/**
 * The simulated insights for a word. No minimum length; a "word" without a single letter or digit
 * (e.g. "?!") has nothing to build variations from, so it yields no insights.
 */
export function keywordInsights(word: string): KeywordInsight[] {
  const keyword = normalizeKeyword(word);
  if (!/[\p{L}\p{N}]/u.test(keyword)) return [];
  return [
    { keyword: `${keyword} tips`, volume: 2500, difficulty: "low", trend: "up" },
    { keyword: `${keyword} guide`, volume: 1800, difficulty: "medium", trend: "stable" },
    { keyword: `best ${keyword}`, volume: 3200, difficulty: "high", trend: "down" },
  ];
}

/** Badge tones: difficulty low green, medium yellow, high red; trend up green, stable grey, down red. */
export const difficultyTone = {
  low: "success",
  medium: "warning",
  high: "danger",
} as const satisfies Record<Difficulty, string>;
export const trendTone = {
  up: "success",
  stable: "secondary",
  down: "danger",
} as const satisfies Record<Trend, string>;
