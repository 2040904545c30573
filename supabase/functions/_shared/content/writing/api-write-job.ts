/**
 * The lease of a post written on request (POST /api/v1/content/generate): the reservation makes
 * the post and a running `content-api-write` job held by the request in one transaction
 * (migration 20261128020000). The request extends the lease while it writes and closes the job
 * when it is done. When the request dies (its worker stopped at a limit, crashed or lost its
 * machine) the lease runs out and the next process-jobs run takes the job over: the post that
 * was never written goes, and its slot is the customer's again. The caller got no answer, so a
 * second try must not cost a second slot. With max_attempts 1 the job then ends failed, with the
 * lease's reason in last_error; nothing retries it (the caller may ask again).
 */
import { z } from "zod";
import type { TakeoverHandler } from "../../jobs/types.ts";

export const CONTENT_API_WRITE_KIND = "content-api-write";

const payloadSchema = z.object({ postId: z.uuid() });

export const releaseUnwrittenApiPost: TakeoverHandler = async (job, { sql }) => {
  const payload = payloadSchema.safeParse(job.payload);
  if (!payload.success) return;
  await sql`
    delete from public.content_posts
    where id = ${payload.data.postId} and origin = 'api' and status = 'writing'`;
};
