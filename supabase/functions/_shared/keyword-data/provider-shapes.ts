/**
 * DataForSEO's v3 answer envelope and the Google Ads keyword item, as its public documentation
 * describes them (keywords_data/google_ads/search_volume/live and …/keywords_for_keywords/live):
 * `{ status_code, status_message, tasks: [{ status_code, status_message, result: [item] }] }`.
 * 20000 is "Ok."; anything else is an error, at the top (e.g. 40100 not authorized, 40202 rate
 * limit) or per task. Only the fields the product reads are checked; the rest pass through.
 */
import { z } from "zod";

export const OK_STATUS = 20000;

export const monthlySearchSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  search_volume: z.number().int().min(0).nullable(),
});

export const googleAdsKeywordSchema = z.object({
  keyword: z.string(),
  search_volume: z.number().int().min(0).nullable(),
  competition: z.enum(["LOW", "MEDIUM", "HIGH"]).nullable(),
  competition_index: z.number().int().min(0).max(100).nullable(),
  cpc: z.number().min(0).nullable(),
  monthly_searches: z.array(monthlySearchSchema).nullable(),
});
export type GoogleAdsKeyword = z.output<typeof googleAdsKeywordSchema>;

const taskSchema = z.object({
  status_code: z.number().int(),
  status_message: z.string(),
  result: z.array(googleAdsKeywordSchema).nullable(),
});

export const envelopeSchema = z.object({
  status_code: z.number().int(),
  status_message: z.string(),
  tasks: z.array(taskSchema).nullable(),
});
export type Envelope = z.output<typeof envelopeSchema>;
