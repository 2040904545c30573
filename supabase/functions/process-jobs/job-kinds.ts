/**
 * Every kind of background job and its handler. A kind missing here fails permanently with
 * "Unknown job kind", visible in public.jobs.
 */
import {
  CONTENT_API_WRITE_KIND,
  releaseUnwrittenApiPost,
} from "../_shared/content/writing/api-write-job.ts";
import { contentPlanJob } from "../_shared/content/planning/content-plan-job.ts";
import {
  contentWriteJob,
  releaseInterruptedWrite,
} from "../_shared/content/writing/content-write-job.ts";
import { createReport } from "../_shared/report/create-report.ts";
import { closeInterruptedScan } from "../_shared/scan/interrupted-scan.ts";
import { siteScanJob } from "../_shared/scan/site-scan-job.ts";
import { searchConsoleImportJob } from "../_shared/search-console/import-job.ts";
import { SEARCH_CONSOLE_IMPORT_KIND } from "../_shared/search-console/queue-import.ts";
import type { JobHandler, TakeoverHandler } from "../_shared/jobs/types.ts";

export const JOB_HANDLERS: Record<string, JobHandler> = {
  // The scan hands its pages to the report room, which the scan room does not import.
  "site-scan": siteScanJob(createReport),
  "content-plan": contentPlanJob,
  "content-write": contentWriteJob,
  [SEARCH_CONSOLE_IMPORT_KIND]: searchConsoleImportJob,
};

/**
 * What a runner that died leaves half-done, per kind, tidied up when the next runner takes the
 * job over. The other kinds leave nothing a new attempt cannot simply redo.
 * `content-api-write` has no handler above: the API request that reserved the post runs it
 * itself, and a taken-over one (the request died) ends failed after its tidy-up (one attempt).
 */
export const JOB_TAKEOVERS: Record<string, TakeoverHandler> = {
  "site-scan": closeInterruptedScan,
  "content-write": releaseInterruptedWrite,
  [CONTENT_API_WRITE_KIND]: releaseUnwrittenApiPost,
};
