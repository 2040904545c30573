/**
 * The posts we wrote and published, with what Search Console counted for each since its
 * publication. A post's WordPress link is matched to `search_console_page_days.page` with
 * page-url.ts; a post without a link, or whose page never showed in the imported top pages,
 * has no figures (null), never an invented 0.
 */
import {
  PERFORMANCE_OVERVIEW_LIMITS,
  type PostPerformance,
} from "../../contract/search-performance-overview.ts";
import type { SqlRunner } from "../../jobs/enqueue.ts";
import { pacificToday } from "../import-window.ts";
import { pageUrlVariants } from "./page-url.ts";

interface PublishedPost {
  id: string;
  title: string | null;
  topic: string;
  wordpress_link: string | null;
  published_at: Date | string;
}

/**
 * Our newest published posts with their clicks and impressions from the day of publication
 * (Search Console's Pacific day) through `lastDay`.
 */
export async function readPostPerformance(
  sql: SqlRunner,
  userId: string,
  lastDay: string,
): Promise<PostPerformance[]> {
  const posts = await sql<PublishedPost[]>`
    select id, title, topic, wordpress_link, published_at
    from public.content_posts
    where user_id = ${userId} and published_at is not null
    order by published_at desc, id
    limit ${PERFORMANCE_OVERVIEW_LIMITS.posts}`;
  return Promise.all(
    posts.map(async (post) => {
      const publishedAt = new Date(post.published_at).toISOString();
      const url = post.wordpress_link;
      const base = { id: post.id, title: post.title ?? post.topic, url, publishedAt };
      const pages = url ? pageUrlVariants(url) : [];
      if (pages.length === 0) return { ...base, clicks: null, impressions: null };
      const [row] = await sql<
        { days: number | string; clicks: string | null; impressions: string | null }[]
      >`
        select count(*) as days, sum(clicks)::bigint as clicks, sum(impressions)::bigint as impressions
        from public.search_console_page_days
        where user_id = ${userId} and page = any(${pages}::text[])
          and day between ${pacificToday(new Date(publishedAt))}::date and ${lastDay}::date`;
      if (!row || Number(row.days) === 0) return { ...base, clicks: null, impressions: null };
      return { ...base, clicks: Number(row.clicks), impressions: Number(row.impressions) };
    }),
  );
}
