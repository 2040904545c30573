/**
 * Which Search Console figures become topics (pure; read-search-topics.ts reads the figures):
 *
 * - **Striking distance**: a query at an average position of 8–20 over the last 28 days with
 *   enough impressions (STRIKING_DISTANCE) already shows on page 1–2; a post aimed at it can move
 *   it up to where the clicks are. Most impressions first, then the better position.
 * - **Pages losing clicks**: a page of the business's own keyword ("/desembrood") with clearly
 *   fewer clicks than in the 28 days before (LOSING_PAGE) gets a post that supports it with an
 *   internal link. The post's focus keyword is that keyword; most clicks lost first.
 *
 * A query must fit the business (query-fit.ts) and not be the focus keyword of a recent post.
 * At most SEARCH_TOPIC_SHARE of the new posts come from here: the best query first, then the
 * page losing most, then the other queries and pages.
 */
import type { KeyedPerformance, PerformancePeriod } from "../../../contract/search-performance.ts";
import { STRIKING_DISTANCE } from "../../../contract/search-performance.ts";
import {
  LOSING_PAGE,
  SEARCH_TOPIC_SHARE,
  type LosingPageReason,
  type StrikingDistanceReason,
} from "../../../contract/topic-reason.ts";
import { normaliseWords, urlWords } from "../../../text/keyword-match.ts";
import type { BusinessWords } from "./query-fit.ts";
import { judgeQuery } from "./query-fit.ts";

export interface SearchTopic {
  /** The focus keyword of the post. */
  keyword: string;
  reason: StrikingDistanceReason | LosingPageReason;
}

export interface SearchFigures {
  /** The last 28 days, and the 28 before. */
  period: PerformancePeriod;
  periodBefore: PerformancePeriod;
  /** Per query over `period`. */
  queries: readonly KeyedPerformance[];
  /** Per page over `periodBefore` and over `period`. */
  pagesBefore: readonly KeyedPerformance[];
  pagesNow: readonly KeyedPerformance[];
}

export interface SearchTopicInput {
  figures: SearchFigures;
  business: BusinessWords;
  /** The planner's place names (placeNames), to judge whether a query can lead a post. */
  places: ReadonlyMap<string, string>;
  /** The keywords a page can stand for: the profile's keywords and the site's offerings. */
  pageKeywords: readonly string[];
  /** Focus keywords of the customer's recent and planned posts. */
  recentFocusKeywords: readonly string[];
  /** How many posts are being planned now. */
  quota: number;
}

/** The same words in any order: "utrecht desembrood" targets what "desembrood utrecht" does. */
export const wordSetOf = (keyword: string) =>
  [...new Set(normaliseWords(keyword).split(" ").filter(Boolean))].sort().join(" ");

export function isStrikingDistance(row: KeyedPerformance): boolean {
  return (
    row.position !== null &&
    row.position >= STRIKING_DISTANCE.minPosition &&
    row.position <= STRIKING_DISTANCE.maxPosition &&
    row.impressions >= STRIKING_DISTANCE.minImpressions
  );
}

export function strikingDistanceTopics(
  input: Omit<SearchTopicInput, "quota" | "pageKeywords">,
): SearchTopic[] {
  const recent = new Set(input.recentFocusKeywords.map(wordSetOf));
  return input.figures.queries
    .filter(isStrikingDistance)
    .filter((row) => !recent.has(wordSetOf(row.key)))
    .filter((row) => judgeQuery(row.key, input.business, input.places) === "fits")
    .sort(
      (a, b) =>
        b.impressions - a.impressions || a.position! - b.position! || a.key.localeCompare(b.key),
    )
    .map((row) => ({
      keyword: row.key.replace(/\s+/g, " ").trim(),
      reason: {
        kind: "striking-distance",
        query: row.key,
        position: row.position!,
        impressions: row.impressions,
        clicks: row.clicks,
        period: input.figures.period,
      },
    }));
}

/** The keyword a page is about: the longest one whose words all appear in its path. */
export function keywordOfPage(page: string, keywords: readonly string[]): string | null {
  const path = new Set(normaliseWords(urlWords(page)).split(" "));
  const matching = keywords.filter((keyword) => {
    const need = normaliseWords(keyword).split(" ").filter(Boolean);
    return need.length > 0 && need.every((word) => path.has(word));
  });
  return matching.sort((a, b) => b.length - a.length || a.localeCompare(b))[0] ?? null;
}

export function losingPageTopics(
  input: Pick<SearchTopicInput, "figures" | "pageKeywords">,
): SearchTopic[] {
  const now = new Map(input.figures.pagesNow.map((row) => [row.key, row.clicks]));
  return input.figures.pagesBefore
    .map((row) => ({ page: row.key, before: row.clicks, now: now.get(row.key) ?? 0 }))
    .filter(
      ({ before, now }) =>
        before >= LOSING_PAGE.minClicksBefore && now <= before * (1 - LOSING_PAGE.minDropShare),
    )
    .sort((a, b) => b.before - b.now - (a.before - a.now) || a.page.localeCompare(b.page))
    .flatMap(({ page, before, now }) => {
      const keyword = keywordOfPage(page, input.pageKeywords);
      if (!keyword) return [];
      const reason: LosingPageReason = {
        kind: "losing-page",
        page,
        clicksBefore: before,
        clicksNow: now,
        periodBefore: input.figures.periodBefore,
        period: input.figures.period,
      };
      return [{ keyword, reason }];
    });
}

/** How many of `quota` new posts may come from Search Console. */
export const searchTopicLimit = (quota: number) =>
  Math.ceil(Math.max(0, quota) * SEARCH_TOPIC_SHARE);

export function chooseSearchTopics(input: SearchTopicInput): SearchTopic[] {
  const queries = strikingDistanceTopics(input);
  const pages = losingPageTopics(input);
  const ordered = [
    ...queries.slice(0, 1),
    ...pages.slice(0, 1),
    ...queries.slice(1),
    ...pages.slice(1),
  ];
  const limit = searchTopicLimit(input.quota);
  const seen = new Set<string>();
  const chosen: SearchTopic[] = [];
  for (const topic of ordered) {
    const words = wordSetOf(topic.keyword);
    if (chosen.length >= limit) break;
    if (seen.has(words)) continue;
    seen.add(words);
    chosen.push(topic);
  }
  return chosen;
}
