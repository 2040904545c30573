/**
 * What a customer already has, for the post being written: the titles of their other posts
 * (written ones by title, planned ones by topic) for the AI writer's "not again" list, and the
 * fingerprints of the sentences of 8+ words in their written posts, for the shared-sentences
 * check. Read from the posts themselves, newest first, so an edited or removed post no longer
 * counts; the limit keeps a long-standing Power customer's check inside the function's CPU
 * budget (two months of Power posts).
 */
import type { SqlRunner } from "../jobs/enqueue.ts";
import { repeatableFingerprints } from "./text/sentences.ts";

export const EARLIER_POSTS_LIMIT = 60;

export interface EarlierPosts {
  titles: string[];
  fingerprints: Set<string>;
}

export async function earlierPosts(
  sql: SqlRunner,
  userId: string,
  exceptPostId: string,
  limit = EARLIER_POSTS_LIMIT,
): Promise<EarlierPosts> {
  const rows = await sql<{ title: string | null; topic: string; markdown: string | null }[]>`
    select title, topic, markdown from public.content_posts
    where user_id = ${userId} and id <> ${exceptPostId}
    order by coalesce(written_at, created_at) desc limit ${limit}`;
  const fingerprints = new Set<string>();
  for (const row of rows) {
    if (row.markdown)
      for (const print of repeatableFingerprints(row.markdown)) fingerprints.add(print);
  }
  return {
    titles: [...new Set(rows.map((row) => row.title ?? row.topic))],
    fingerprints,
  };
}
