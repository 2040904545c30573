import { z } from "zod";
import { getSql } from "../_shared/db.ts";
import { getEnv } from "../_shared/env.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { JOB_HANDLERS, JOB_TAKEOVERS } from "./job-kinds.ts";
import { processDueJobs } from "../_shared/jobs/process-due-jobs.ts";
import { JOB_TIMING } from "../_shared/jobs/timing.ts";
import { parseJsonBody } from "../_shared/validate.ts";
import { startRequest } from "../_shared/request.ts";

const bodySchema = z.object({
  maxJobs: z.number().int().min(1).max(100).optional(),
});

/** Compares without an early exit, so the answer time does not reveal a matching prefix. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ b[i]!;
  return difference === 0;
}

/**
 * POST /functions/v1/process-jobs { maxJobs? } → { processed, succeeded, retried, failed }.
 * Called every minute by pg_cron + pg_net on hosted Supabase (migration 20261124110000) and by the
 * emulator's timer; never by browsers. verify_jwt = false because the caller proves itself with
 * the service-role key (or the JOBS_SECRET secret) as its bearer, checked here.
 */
export async function handler(req: Request): Promise<Response> {
  const start = startRequest(req, ["POST"]);
  if (!start.ok) return start.response;

  const bearer = /^bearer\s+(\S+)$/i.exec(req.headers.get("Authorization")?.trim() ?? "")?.[1];
  const secrets = [getEnv("SUPABASE_SERVICE_ROLE_KEY"), getEnv("JOBS_SECRET")].filter(
    (secret): secret is string => secret !== undefined,
  );
  if (!bearer || !secrets.some((secret) => sameSecret(bearer, secret))) {
    return errorResponse(401, "Only the scheduler may run jobs");
  }

  const body = await parseJsonBody(
    new Request(req.url, { method: "POST", body: (await req.text()) || "{}" }),
    bodySchema,
  );
  if (!body.ok) return body.response;

  try {
    const summary = await processDueJobs(getSql(), {
      handlers: JOB_HANDLERS,
      takeovers: JOB_TAKEOVERS,
      maxJobs: body.data.maxJobs ?? 20,
      timeBudgetMs: JOB_TIMING.runBudgetMs,
    });
    return json(summary);
  } catch (error) {
    console.error("process-jobs: the queue could not be read", error);
    return errorResponse(503, "The job queue is unavailable, please try again");
  }
}
