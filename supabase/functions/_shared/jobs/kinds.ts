/**
 * Every kind of background job and its handler. A kind missing here fails permanently with
 * "Unknown job kind", visible in public.jobs.
 */
import { siteScanJob } from "../scan/site-scan-job.ts";
import type { JobHandler } from "./types.ts";

export const JOB_HANDLERS: Record<string, JobHandler> = {
  "site-scan": siteScanJob,
};
