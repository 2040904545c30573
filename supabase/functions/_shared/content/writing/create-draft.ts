/**
 * A draft written on request (POST /api/v1/content/generate, issue 12): counted against the same
 * period quota as the calendar, written at once and returned with its score. When the calendar
 * already fills the quota, the latest post not yet written gives up its slot (and its write job);
 * when every slot is written, the quota is used up. The database reserves the slot in one call
 * under the period row's lock, so parallel requests get exactly the free slots and no more. The
 * same call makes the request's job lease (api-write-job.ts): a request that dies while writing
 * gives its slot back once the lease runs out, instead of keeping a post 'writing' for good.
 */
import type { Sql } from "../../db.ts";
import type { LiveSubscription } from "../../billing/live-subscription.ts";
import { isoDay, contentSubscriptionOf } from "../planning/content-period.ts";
import { postById, type PostRow, toContentPost } from "../content-store.ts";
import { ensurePeriodPlanned } from "../planning/plan-period.ts";
import { writePost } from "./write-post.ts";
import { loadWriterKnowledge } from "../writer-profile.ts";
import type { Texts } from "../../contract/catalogue.ts";
import type { ContentPost } from "../../contract/content.ts";
import { AiWriterError } from "./ai-writer-error.ts";
import { CONTENT_API_WRITE_KIND } from "./api-write-job.ts";
import { runClaimedJob } from "../../jobs/run-job.ts";
import { DEFAULT_LEASE } from "../../jobs/timing.ts";

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
  // One call reserves the slot (migrations 20261127200100, 20261128020000): the database locks
  // the period and counts, so parallel requests get exactly the free slots; the post is made as
  // 'writing' together with a running job that this request holds as its lease.
  const runner = `api-${crypto.randomUUID()}`;
  const [reserved] = await sql<{ post_id: string; job_id: string }[]>`
    select post_id, job_id from public.reserve_content_slot(${userId}::uuid,
      ${subscription.period.start}::date, ${isoDay(now)}::date, ${request.topic}, ${focusKeyword!},
      ${secondary.slice(0, 5)}::text[], ${runner}, ${DEFAULT_LEASE.leaseSeconds})`;
  if (!reserved) return { ok: false, reason: "quota", periodEnd: subscription.period.end };
  const postId = reserved.post_id;

  let written: PostRow | undefined;
  let texts: Texts | undefined;
  // The job runner extends the lease while the post is written and closes the job (done, or
  // failed with the error), each write fenced by this request's hold on it.
  const ran = await runClaimedJob(
    sql,
    {
      id: reserved.job_id,
      kind: CONTENT_API_WRITE_KIND,
      payload: { postId },
      user_id: userId,
      attempts: 1,
      max_attempts: 1,
      taken_over: false,
    },
    {
      handlers: {
        [CONTENT_API_WRITE_KIND]: async () => {
          try {
            const post = (await postById(sql, userId, postId))!;
            written = await writePost(sql, post, subscription.plan, knowledge);
            return { postId, score: written.score };
          } catch (error) {
            texts = error instanceof AiWriterError ? error.texts : undefined;
            const message = error instanceof Error && error.name !== "Error" ? error.message : "";
            // The post keeps the Dutch reason the calendar shows; the caller gets its language.
            await sql`
              update public.content_posts set status = 'failed',
                error = ${message || "Het schrijven is mislukt."}, updated_at = now()
              where id = ${postId} and status = 'writing'`;
            throw error;
          }
        },
      },
      workerId: runner,
      lease: DEFAULT_LEASE,
    },
  );
  // "retried": the lease was lost meanwhile (another runner took the job over and gave the
  // slot back), so there is no post to return.
  if (ran === "succeeded" && written) return { ok: true, post: toContentPost(written) };
  return { ok: false, reason: "failed", ...(texts && { texts }) };
}
