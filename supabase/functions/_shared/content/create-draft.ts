/**
 * A draft written on request (POST /api/v1/content/generate, issue 12): counted against the same
 * period quota as the calendar, written at once and returned with its score. When the calendar
 * already fills the quota, the latest post not yet written gives up its slot; when every slot is
 * written, the quota is used up. The check and the insert share a transaction that holds the
 * period row's lock, so parallel requests cannot exceed the quota.
 */
import type { Sql } from "../db.ts";
import { isoDay, contentSubscription } from "./content-period.ts";
import { toContentPost } from "./content-store.ts";
import { ensurePeriodPlanned } from "./plan-period.ts";
import { claimForWriting, writePost } from "./write-post.ts";
import type { Texts } from "../contract/catalogue.ts";
import type { ContentPost } from "../contract/content.ts";
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

export async function createDraftForApi(
  sql: Sql,
  userId: string,
  request: DraftRequest,
  now = new Date(),
): Promise<CreateDraftResult> {
  const subscription = await contentSubscription(sql, userId, now);
  if (!subscription) return { ok: false, reason: "needs-plan" };
  // Plans the calendar first, so an API draft takes a free slot instead of a planned one's.
  const outcome = await ensurePeriodPlanned(sql, userId, subscription, now);
  if (!outcome) return { ok: false, reason: "needs-profile" };

  const [focusKeyword, ...secondary] = request.keywords;
  const postId = await sql.begin(async (tx) => {
    const [period] = await tx<{ quota: number }[]>`
      select quota from public.content_periods
      where user_id = ${userId} and period_start = ${subscription.period.start} for update`;
    const [{ used }] = await tx<{ used: number }[]>`
      select count(*)::int as used from public.content_posts
      where user_id = ${userId} and period_start = ${subscription.period.start}`;
    if (!period) return null;
    if (used >= period.quota) {
      // The calendar holds every slot: the last post not yet written gives its slot up.
      const [freed] = await tx<{ id: string }[]>`
        delete from public.content_posts where id = (
          select id from public.content_posts
          where user_id = ${userId} and period_start = ${subscription.period.start}
            and status = 'planned'
          order by planned_for desc, created_at desc limit 1 for update)
        returning id`;
      if (!freed) return null;
    }
    const [row] = await tx<{ id: string }[]>`
      insert into public.content_posts (user_id, period_start, planned_for, origin, topic,
        focus_keyword, secondary_keywords)
      values (${userId}, ${subscription.period.start}, ${isoDay(now)}, 'api', ${request.topic},
        ${focusKeyword!}, ${secondary.slice(0, 5)})
      returning id`;
    return row!.id;
  });
  if (!postId) return { ok: false, reason: "quota", periodEnd: subscription.period.end };

  const claimed = await claimForWriting(sql, postId);
  try {
    const written = await writePost(sql, claimed!);
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
