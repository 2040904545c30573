/**
 * What a post is written and checked against, besides its brief: the business profile, the
 * customer's site facts and their other posts. One loader for the writer (write-post.ts) and
 * for a customer's save (the `content` function re-checks an edited draft the same way).
 */
import type { SiteFact } from "../contract/site-facts.ts";
import type { SqlRunner } from "../jobs/enqueue.ts";
import { earlierPosts, type EarlierPosts } from "./earlier-posts.ts";
import type { WriterProfile } from "./types.ts";
import { loadWriterProfile } from "./writer-profile.ts";

export interface PostContext {
  profile: WriterProfile;
  /** The customer's site facts (hidden ones included; the checker and writers skip them). */
  facts: SiteFact[];
  earlier: EarlierPosts;
}

/** Null when the customer has no business profile. */
export async function loadPostContext(
  sql: SqlRunner,
  userId: string,
  postId: string,
): Promise<PostContext | null> {
  const profile = await loadWriterProfile(sql, userId);
  if (!profile) return null;
  return {
    profile,
    // Until the scan stores a site-facts list, a post has no facts to draw on: the checker then
    // backs nothing specific and does not ask for facts that cannot exist.
    facts: [],
    earlier: await earlierPosts(sql, userId, postId),
  };
}
