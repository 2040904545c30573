/**
 * Every kind of background job and its handler. A kind missing here fails permanently with
 * "Unknown job kind", visible in public.jobs.
 */
import { contentPlanJob } from "../content/content-plan-job.ts";
import { contentWriteJob } from "../content/content-write-job.ts";
import { siteScanJob } from "../scan/site-scan-job.ts";
import { searchConsoleImportJob } from "../search-console/import-job.ts";
import { SEARCH_CONSOLE_IMPORT_KIND } from "../search-console/queue-import.ts";
import type { JobHandler } from "./types.ts";

export const JOB_HANDLERS: Record<string, JobHandler> = {
  "site-scan": siteScanJob,
  "content-plan": contentPlanJob,
  "content-write": contentWriteJob,
  [SEARCH_CONSOLE_IMPORT_KIND]: searchConsoleImportJob,
};
