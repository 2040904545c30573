/**
 * A draft written on request (POST /api/v1/content/generate, issue 12): counted against the same
 * period quota as the calendar, written at once and returned with its score. When the calendar
 * already fills the quota, the latest post not yet written gives up its slot (and its write job);
 * when every slot is written, the quota is used up. The database reserves the slot in one call
 * under the period row's lock, so parallel requests get exactly the free slots and no more.
 */
import type { Sql } from "../../db.ts";
import type { LiveSubscription } from "../../billing/live-subscription.ts";
import { isoDay, contentSubscriptionOf } from "../planning/content-period.ts";
import { postById, toContentPost } from "../content-store.ts";
import { ensurePeriodPlanned } from "../planning/plan-period.ts";
import { writePost } from "./write-post.ts";
import { loadWriterKnowledge } from "../writer-profile.ts";
import type { Texts } from "../../contract/catalogue.ts";
import type { ContentPost } from "../../contract/content.ts";
import { AiWriterError } from "./ai-writer-error.ts";

export interface DraftRequest {
  topic: string;
  /** The first is the focus keyword; the rest (up to 5) are secondary. */
  keywords: string[];
}

export type CreateDraftResult =
  | { ok: true; post: ContentPost }
  | { ok: false; reason: "needs-plan" | "needs-profile" }
  /** `texts`: why writing failed, in every language, when the writer said so in the customer's words. */
  | { ok: false; reason: "failed"; texts?: Texts }
  | { ok: false; reason: "quota"; periodEnd: string };

/** `live`: the customer's subscription as the request already read it (live-subscription.ts). */
export async function createDraftForApi(
  sql: Sql,
  userId: string,
  request: DraftRequest,
  live: LiveSubscription,
  now = new Date(),
): Promise<CreateDraftResult> {
  const subscription = contentSubscriptionOf(live, now);
  if (!subscription) return { ok: false, reason: "needs-plan" };
  // Read once: the planner and the writer both work from it.
  const knowledge = await loadWriterKnowledge(sql, userId);
  if (!knowledge) return { ok: false, reason: "needs-profile" };
  // Plans the calendar first, so an API draft takes a free slot instead of a planned one's.
  await ensurePeriodPlanned(sql, userId, subscription, now, knowledge);

  const [focusKeyword, ...secondary] = request.keywords;
  // One call reserves the slot (migration 20261127200100): the database locks the period and
  // counts, so parallel requests get exactly the free slots, and the post is made as 'writing'.
  const [reserved] = await sql<{ id: string | null }[]>`
    select public.reserve_content_slot(${userId}::uuid, ${subscription.period.start}::date,
      ${isoDay(now)}::date, ${request.topic}, ${focusKeyword!}, ${secondary.slice(0, 5)}::text[]) as id`;
  const postId = reserved?.id;
  if (!postId) return { ok: false, reason: "quota", periodEnd: subscription.period.end };

  try {
    const post = (await postById(sql, userId, postId))!;
    const written = await writePost(sql, post, subscription.plan, knowledge);
    return { ok: true, post: toContentPost(written) };
  } catch (error) {
    const texts = error instanceof AiWriterError ? error.texts : undefined;
    const message = error instanceof Error && error.name !== "Error" ? error.message : undefined;
    // The post keeps the Dutch reason the content calendar shows; the caller gets its language.
    await sql`
      update public.content_posts set status = 'failed',
        error = ${message ?? "Het schrijven is mislukt."}, updated_at = now()
      where id = ${postId}`;
    return { ok: false, reason: "failed", ...(texts && { texts }) };
  }
}
