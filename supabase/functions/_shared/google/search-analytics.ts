import { z } from "zod";
import type { GoogleConfig } from "./google-config.ts";
import { googleRequest } from "./google-fetch.ts";

/** Google's largest page for searchAnalytics.query; more rows need `startRow` paging. */
export const SEARCH_ANALYTICS_MAX_ROWS = 25_000;

export type SearchAnalyticsDimension = "date" | "query" | "page" | "device" | "country";

export interface SearchAnalyticsQuery {
  /** Pacific dates, YYYY-MM-DD, both inclusive (Search Console's own days). */
  startDate: string;
  endDate: string;
  dimensions: SearchAnalyticsDimension[];
  rowLimit?: number;
  startRow?: number;
  /** "final" (the default) leaves out the days Google is still counting. */
  dataState?: "final" | "all";
}

/** webmasters/v3 searchAnalytics.query: Google leaves `rows` out when nothing matches. */
const answerSchema = z.object({
  rows: z
    .array(
      z.object({
        keys: z.array(z.string()).default([]),
        clicks: z.number().nonnegative(),
        impressions: z.number().nonnegative(),
        ctr: z.number().nonnegative(),
        position: z.number().nonnegative(),
      }),
    )
    .optional(),
  responseAggregationType: z.string().optional(),
});
export type SearchAnalyticsRow = NonNullable<z.infer<typeof answerSchema>["rows"]>[number];

/** One page of rows (web search only) for the property, exactly as Google answers it. */
export async function querySearchAnalytics(
  config: GoogleConfig,
  accessToken: string,
  siteUrl: string,
  query: SearchAnalyticsQuery,
): Promise<SearchAnalyticsRow[]> {
  const path = `webmasters/v3/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`;
  const answer = await googleRequest(
    new URL(path, config.apiRoot).toString(),
    {
      method: "POST",
      headers: {
        Authorization: `Bearer ${accessToken}`,
        Accept: "application/json",
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ type: "web", dataState: "final", ...query }),
    },
    answerSchema,
  );
  return answer.rows ?? [];
}

/**
 * Every row of the query, page after page of `pageSize` (Google answers a short page when no
 * more rows follow). `maxRows` bounds what one call may hold in memory.
 */
export async function queryAllSearchAnalytics(
  config: GoogleConfig,
  accessToken: string,
  siteUrl: string,
  query: Omit<SearchAnalyticsQuery, "rowLimit" | "startRow">,
  pageSize = SEARCH_ANALYTICS_MAX_ROWS,
): Promise<SearchAnalyticsRow[]> {
  const rows: SearchAnalyticsRow[] = [];
  for (let startRow = 0; ; startRow += pageSize) {
    const page = await querySearchAnalytics(config, accessToken, siteUrl, {
      ...query,
      rowLimit: pageSize,
      startRow,
    });
    rows.push(...page);
    if (page.length < pageSize) return rows;
  }
}
