/**
 * What a post is written and checked against, besides its brief: the business profile, the
 * customer's site facts and their other posts. One loader for the writer (write-post.ts) and
 * for a customer's save (the `content` function re-checks an edited draft the same way).
 */
import type { SiteFact } from "../../contract/site-facts.ts";
import type { SqlRunner } from "../../jobs/enqueue.ts";
import { earlierPosts, type EarlierPosts } from "./earlier-posts.ts";
import type { WriterProfile } from "../types.ts";
import { loadWriterKnowledge, type WriterKnowledge } from "../writer-profile.ts";

export interface PostContext {
  profile: WriterProfile;
  /**
   * The visible facts of the customer's latest scan; before the first scan none, and the checker
   * then does not ask for facts that cannot exist.
   */
  facts: SiteFact[];
  earlier: EarlierPosts;
}

/** Null when the customer has no business profile. `known`: the knowledge the caller already read. */
export async function loadPostContext(
  sql: SqlRunner,
  userId: string,
  postId: string,
  known?: WriterKnowledge,
): Promise<PostContext | null> {
  const knowledge = known ?? (await loadWriterKnowledge(sql, userId));
  if (!knowledge) return null;
  return { ...knowledge, earlier: await earlierPosts(sql, userId, postId) };
}
