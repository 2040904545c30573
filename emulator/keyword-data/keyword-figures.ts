/**
 * The double's Google Ads figures for a keyword: a pure function of the (lowercased) keyword and
 * the month, so every call, test and developer sees the same numbers for "desembrood". Shorter,
 * broader keywords get more searches than long ones, as in Google Ads; volumes are rounded to
 * Google Ads' own steps (…, 880, 1.000, 1.300, …), and some long keywords have no data (null).
 */
import { mix, uniform } from "../google/random.ts";

/** Google Ads' rounding steps for average monthly searches. */
const VOLUME_STEPS = [
  10, 20, 30, 40, 50, 70, 90, 110, 140, 170, 210, 260, 320, 390, 480, 590, 720, 880, 1000, 1300,
  1600, 1900, 2400, 2900, 3600, 4400, 5400, 6600, 8100, 9900, 12100, 14800, 18100, 22200, 27100,
  33100, 40500, 49500, 60500, 74000, 90500,
];

export interface MonthlySearch {
  year: number;
  month: number;
  search_volume: number;
}

export interface KeywordFigures {
  keyword: string;
  search_volume: number | null;
  competition: "LOW" | "MEDIUM" | "HIGH" | null;
  competition_index: number | null;
  cpc: number | null;
  low_top_of_page_bid: number | null;
  high_top_of_page_bid: number | null;
  monthly_searches: MonthlySearch[] | null;
}

/** FNV-1a over the UTF-16 code units: a stable 32-bit seed for a keyword. */
export function keywordSeed(keyword: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < keyword.length; index++) {
    hash ^= keyword.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function roundToStep(volume: number): number {
  let best = VOLUME_STEPS[0]!;
  for (const step of VOLUME_STEPS) {
    if (Math.abs(step - volume) < Math.abs(best - volume)) best = step;
  }
  return best;
}

/** The 12 months before the clock's month, newest first (as the provider lists them). */
function lastTwelveMonths(now: Date): { year: number; month: number }[] {
  const months = [];
  for (let back = 1; back <= 12; back++) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 });
  }
  return months;
}

function competitionOf(index: number): "LOW" | "MEDIUM" | "HIGH" {
  if (index < 34) return "LOW";
  return index < 67 ? "MEDIUM" : "HIGH";
}

/** The figures the double answers for one keyword, as Google Ads would have them this month. */
export function keywordFigures(rawKeyword: string, now: Date): KeywordFigures {
  const keyword = rawKeyword.trim().toLowerCase();
  const seed = keywordSeed(keyword);
  const words = keyword.split(/\s+/).filter(Boolean).length;
  const hasLetters = /\p{L}/u.test(keyword);
  // Long tails: every extra word makes data rarer; without letters Google Ads has none.
  if (!hasLetters || uniform(seed, 1) < Math.min(0.6, (words - 2) * 0.15)) {
    return {
      keyword,
      search_volume: null,
      competition: null,
      competition_index: null,
      cpc: null,
      low_top_of_page_bid: null,
      high_top_of_page_bid: null,
      monthly_searches: null,
    };
  }
  // Log-uniform around a level that falls with the number of words.
  const level = Math.max(1.2, 4.3 - 0.7 * (words - 1));
  const average = 10 ** (level - 1 + 2 * uniform(seed, 2));
  const seasonStrength = 0.1 + 0.3 * uniform(seed, 3);
  const peakMonth = mix(seed, 4) % 12;
  const monthly = lastTwelveMonths(now).map(({ year, month }) => {
    const season = 1 + seasonStrength * Math.cos(((month - 1 - peakMonth) / 12) * 2 * Math.PI);
    const noise = 0.9 + 0.2 * uniform(seed, year, month);
    return { year, month, search_volume: roundToStep(average * season * noise) };
  });
  const mean = monthly.reduce((sum, entry) => sum + entry.search_volume, 0) / monthly.length;
  const competitionIndex = mix(seed, 5) % 101;
  const cpc = Math.round((0.15 + 2.5 * uniform(seed, 6) * (competitionIndex / 100)) * 100) / 100;
  return {
    keyword,
    search_volume: roundToStep(mean),
    competition: competitionOf(competitionIndex),
    competition_index: competitionIndex,
    cpc,
    low_top_of_page_bid: Math.round(cpc * 0.6 * 100) / 100,
    high_top_of_page_bid: Math.round(cpc * 1.9 * 100) / 100,
    monthly_searches: monthly,
  };
}
