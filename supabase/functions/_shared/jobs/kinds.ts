/**
 * Every kind of background job and its handler. A kind missing here fails permanently with
 * "Unknown job kind", visible in public.jobs.
 */
import type { JobHandler } from "./types.ts";

export const JOB_HANDLERS: Record<string, JobHandler> = {};
