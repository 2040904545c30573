/**
 * The Search Console topics for a plan (choose-search-topics.ts), read from the imported rows
 * through the one performance reader. None when the customer has not connected Search Console,
 * has chosen no property or its import has not reached the present yet: the planner then plans
 * as it always did.
 */
import type { SiteFact } from "../../../contract/site-facts.ts";
import { RECENT_POST_DAYS } from "../../../contract/topic-reason.ts";
import type { SqlRunner } from "../../../jobs/enqueue.ts";
import { periodEndingAt, previousPeriod } from "../../../search-console/performance/period.ts";
import { readKeyed, readLastDataDay } from "../../../search-console/performance/read-metrics.ts";
import { offeringFacts, offeringName } from "../../writing/builtin/fact-text.ts";
import { addDays } from "../content-period.ts";
import { placeNames } from "../../keywords/keyword-phrase.ts";
import type { WriterProfile } from "../../types.ts";
import { chooseSearchTopics, type SearchTopic } from "./choose-search-topics.ts";
import { businessWords, sitePlaces } from "./query-fit.ts";

/**
 * Enough rows to hold every query of a small business's 28 days (each day keeps its top 500);
 * most clicks first, so a larger property's rarest queries are the ones left out.
 */
const QUERY_ROWS = 5000;
/** Pages with the most clicks before: a page that lost clicks had some. */
const PAGE_ROWS = 200;

export interface SearchTopicRequest {
  profile: WriterProfile;
  facts: readonly SiteFact[];
  quota: number;
  /** The day of planning (YYYY-MM-DD): posts planned since RECENT_POST_DAYS before it count. */
  today: string;
}

/**
 * Whether the chosen property's 16 months are in. The backfill imports the oldest days first:
 * before it has finished, "the last 28 days" of the imported rows would be a year old.
 */
async function importComplete(sql: SqlRunner, userId: string): Promise<boolean> {
  const [row] = await sql<{ complete: boolean }[]>`
    select state.backfill_completed_at is not null as complete
    from public.search_console_connections connection
    join public.search_console_import_state state
      on state.user_id = connection.user_id and state.property_url = connection.property_url
    where connection.user_id = ${userId}`;
  return row?.complete ?? false;
}

async function recentFocusKeywords(sql: SqlRunner, userId: string, today: string) {
  const rows = await sql<{ focus_keyword: string }[]>`
    select focus_keyword from public.content_posts
    where user_id = ${userId} and planned_for >= ${addDays(today, -RECENT_POST_DAYS)}::date`;
  return rows.map((row) => row.focus_keyword);
}

/** What a page of the site can be about: the profile's keywords and offerings, the site's offerings. */
function pageKeywords({ profile, facts }: SearchTopicRequest): string[] {
  return [...profile.keywords, ...profile.offerings, ...offeringFacts(facts).map(offeringName)]
    .map((keyword) => keyword.replace(/\s*\([^)]*\)/g, "").trim())
    .filter((keyword) => keyword !== "" && !/\d/.test(keyword));
}

export async function readSearchTopics(
  sql: SqlRunner,
  userId: string,
  request: SearchTopicRequest,
): Promise<SearchTopic[]> {
  if (request.quota <= 0 || !(await importComplete(sql, userId))) return [];
  const lastDay = await readLastDataDay(sql, userId);
  if (!lastDay) return [];
  const period = periodEndingAt(lastDay);
  const periodBefore = previousPeriod(period);
  const pagesBefore = await readKeyed(sql, userId, "page", periodBefore, { limit: PAGE_ROWS });
  const figures = {
    period,
    periodBefore,
    queries: await readKeyed(sql, userId, "query", period, { limit: QUERY_ROWS }),
    pagesBefore,
    pagesNow: await readKeyed(sql, userId, "page", period, {
      limit: PAGE_ROWS,
      keys: pagesBefore.map((row) => row.key),
    }),
  };
  return chooseSearchTopics({
    figures,
    business: businessWords(request.profile, request.facts),
    places: placeNames(request.profile.region, sitePlaces(request.facts)),
    pageKeywords: pageKeywords(request),
    recentFocusKeywords: await recentFocusKeywords(sql, userId, request.today),
    quota: request.quota,
  });
}
