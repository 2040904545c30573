/**
 * The `content-write` job: payload `{ postId }`, due on the post's planned day. A failed attempt
 * puts the post back to 'planned' so the job's back-off retries it; the last attempt leaves it
 * 'failed' with a Dutch reason the dashboard shows, and 'Nu schrijven' can try again. Without a
 * live plan (the subscription ended) the job writes nothing. A runner that died mid-write leaves
 * the post 'writing'; the runner that takes the job over puts it back to 'planned' first, or the
 * retry would skip it as someone else's and it would stay 'writing' for good.
 */
import { z } from "zod";
import { liveSubscription } from "../../billing/live-subscription.ts";
import { PermanentJobError, type JobHandler, type TakeoverHandler } from "../../jobs/types.ts";
import { claimForWriting, MissingProfileError, writePost } from "./write-post.ts";

const payloadSchema = z.object({ postId: z.uuid() });

const FAILED_TEXT = "Het schrijven is mislukt. Probeer het opnieuw met 'Nu schrijven'.";

export const contentWriteJob: JobHandler = async (job, { sql }) => {
  const payload = payloadSchema.safeParse(job.payload);
  if (!payload.success) throw new PermanentJobError("content-write needs { postId: uuid }");
  // After the subscription ended nothing new is written; the post stays planned (read-only).
  const live = job.user_id ? await liveSubscription(sql, job.user_id) : null;
  if (live && live.plan === null) return { skipped: "no live subscription" };
  const post = await claimForWriting(sql, payload.data.postId);
  if (!post) return { skipped: "not planned (written, edited or removed)" };
  try {
    const { plan } = live ?? (await liveSubscription(sql, post.user_id));
    const written = await writePost(sql, post, plan);
    return { postId: written.id, score: written.score };
  } catch (error) {
    const last = error instanceof MissingProfileError || job.attempts >= job.max_attempts;
    const reason = error instanceof Error && error.name !== "Error" ? error.message : FAILED_TEXT;
    await sql`
      update public.content_posts
      set status = ${last ? "failed" : "planned"}, error = ${last ? reason : null},
          updated_at = now()
      where id = ${post.id}`;
    if (error instanceof MissingProfileError) throw new PermanentJobError(error.message);
    throw error;
  }
};

export const releaseInterruptedWrite: TakeoverHandler = async (job, { sql }) => {
  const payload = payloadSchema.safeParse(job.payload);
  if (!payload.success) return;
  await sql`
    update public.content_posts set status = 'planned', updated_at = now()
    where id = ${payload.data.postId} and status = 'writing'`;
};
