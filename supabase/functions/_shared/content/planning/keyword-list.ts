/**
 * The customer's keywords with what we know of each (contract/keywords.ts): the profile's targets
 * first, then the posts' focus and secondary keywords; the latest report's checks where it
 * looked; Google's figures from Search Console where it has any. Shared by the dashboard
 * (content function) and the public API.
 */
import type { KeywordInsight, KeywordList } from "../../contract/keywords.ts";
import type { SqlRunner } from "../../jobs/enqueue.ts";
import { readKeywordFigures } from "../../search-console/performance/keyword-figures.ts";

interface Check {
  keyword: string;
  inTitle: boolean;
  inHeading: boolean;
  inUrl: boolean;
}

const key = (keyword: string) => keyword.trim().toLocaleLowerCase("nl");

export async function keywordList(sql: SqlRunner, userId: string): Promise<KeywordList> {
  const [profile] = await sql<{ keywords: string[] }[]>`
    select keywords from public.business_profiles where user_id = ${userId}`;
  const [report] = await sql<{ created_at: Date; checks: Check[] | null }[]>`
    select created_at, report -> 'keywordChecks' as checks from public.reports
    where user_id = ${userId} order by created_at desc limit 1`;
  const posts = await sql<{ focus_keyword: string; secondary_keywords: string[] }[]>`
    select focus_keyword, secondary_keywords from public.content_posts
    where user_id = ${userId} order by planned_for`;

  const insights = new Map<string, KeywordInsight>();
  const add = (keyword: string, source: "profile" | "post") => {
    const existing = insights.get(key(keyword));
    if (existing) {
      if (!existing.sources.includes(source)) existing.sources.push(source);
      return existing;
    }
    const created: KeywordInsight = {
      keyword: keyword.trim(),
      sources: [source],
      inTitle: null,
      inHeading: null,
      inUrl: null,
      posts: 0,
      volume: null,
      searchConsole: null,
    };
    insights.set(key(keyword), created);
    return created;
  };
  for (const keyword of profile?.keywords ?? []) add(keyword, "profile");
  for (const post of posts) {
    add(post.focus_keyword, "post").posts += 1;
    for (const secondary of post.secondary_keywords) add(secondary, "post");
  }
  for (const check of Array.isArray(report?.checks) ? report.checks : []) {
    const insight = insights.get(key(check.keyword));
    if (!insight) continue;
    insight.inTitle = check.inTitle;
    insight.inHeading = check.inHeading;
    insight.inUrl = check.inUrl;
  }
  const keywords = [...insights.values()];
  const figures = await readKeywordFigures(
    sql,
    userId,
    keywords.map((insight) => insight.keyword),
  );
  for (const insight of keywords) {
    insight.searchConsole = figures.byKeyword.get(insight.keyword.toLowerCase()) ?? null;
  }
  return {
    keywords,
    reportDate: report ? report.created_at.toISOString() : null,
    searchConsole: figures.status,
    period: figures.period,
  };
}
