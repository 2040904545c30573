/**
 * What a customer already has, for the post being written: the titles of their other posts
 * (written ones by title, planned ones by topic) for the AI writer's "not again" list, and the
 * fingerprints of the sentences of 8+ words in their other posts (the variety store), for the
 * writers and the shared-sentences check. A post's fingerprints are replaced whenever its text
 * changes and go with the post, so an edited or removed post no longer counts.
 */
import type { SqlRunner } from "../../jobs/enqueue.ts";
import { earlierFingerprints } from "../variety/sentence-store.ts";

/** Titles the AI writer is shown: two months of Power posts keep its prompt small. */
export const EARLIER_TITLES_LIMIT = 60;

export interface EarlierPosts {
  titles: string[];
  fingerprints: ReadonlySet<string>;
}

export async function earlierPosts(
  sql: SqlRunner,
  userId: string,
  exceptPostId: string,
): Promise<EarlierPosts> {
  const rows = await sql<{ title: string | null; topic: string }[]>`
    select title, topic from public.content_posts
    where user_id = ${userId} and id <> ${exceptPostId}
    order by coalesce(written_at, created_at) desc limit ${EARLIER_TITLES_LIMIT}`;
  return {
    titles: [...new Set(rows.map((row) => row.title ?? row.topic))],
    fingerprints: await earlierFingerprints(sql, userId, exceptPostId),
  };
}
