/**
 * The variety store: per customer, the fingerprints of the sentences (8+ words) of each post
 * (table public.post_sentences). The built-in writer avoids every fingerprint of the
 * customer's other posts, and the checker compares a draft with them. A post's fingerprints are
 * replaced whenever its text changes (written, rewritten, saved after an edit).
 */
import type postgres from "postgres";
import type { Sql } from "../../db.ts";
import type { SqlRunner } from "../../jobs/enqueue.ts";
import { repeatableFingerprints } from "../../text/sentences.ts";

/** The fingerprints of the customer's posts other than `exceptPostId`. */
export async function earlierFingerprints(
  sql: SqlRunner,
  userId: string,
  exceptPostId?: string,
): Promise<Set<string>> {
  const rows = await sql<{ fingerprint: string }[]>`
    select distinct fingerprint from public.post_sentences
    where user_id = ${userId} and post_id is distinct from ${exceptPostId ?? null}`;
  return new Set(rows.map((row) => row.fingerprint));
}

/** Stores the fingerprints of the post's current markdown in place of its earlier ones. */
export async function storePostSentences(
  sql: SqlRunner,
  userId: string,
  postId: string,
  markdown: string,
): Promise<void> {
  const prints = repeatableFingerprints(markdown);
  await sql`delete from public.post_sentences where post_id = ${postId}`;
  if (prints.length === 0) return;
  await sql`
    insert into public.post_sentences (post_id, user_id, fingerprint)
    select ${postId}::uuid, ${userId}::uuid, unnest(${prints}::text[])
    on conflict do nothing`;
}

/**
 * Runs `write` for one post of the customer while no other post of theirs is being stored, with
 * the fingerprints of their other posts: two posts written at the same moment (the job runner
 * runs jobs side by side) would otherwise both miss each other's sentences. `write` stores the
 * draft and its fingerprints with the transaction it is given; it must not call a network
 * service (an AI writer's reply is fetched before).
 */
export async function withCustomerSentences<T>(
  sql: Sql,
  userId: string,
  postId: string,
  write: (tx: postgres.TransactionSql, earlier: Set<string>) => Promise<T>,
): Promise<T> {
  return (await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtextextended(${`post-sentences:${userId}`}, 0))`;
    return await write(tx, await earlierFingerprints(tx, userId, postId));
  })) as T;
}
