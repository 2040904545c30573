/**
 * The `site-scan` function's contract (issue 19): the state of the customer's scan, so the
 * dashboard and Rapporten never leave a scan failing in silence, and 'Opnieuw proberen'.
 *   GET        → ScanStatus
 *   POST {}    → 202 ScanStatus (a new scan is queued now), or 4xx { error }
 */
import { z } from "zod";
import { catalogue } from "./catalogue.ts";

/** A running scan that has not moved for this long was abandoned (its runner died). */
export const SCAN_STALE_AFTER_MINUTES = 5;

/** 'Opnieuw proberen' starts at most this many scans per customer per hour. */
export const SCAN_RETRY_LIMIT = { scans: 5, windowMinutes: 60 } as const;

const timestamp = z.string();

export const scanStatusSchema = z.discriminatedUnion("state", [
  /** No profile yet, or nothing scanned or planned for the current address. */
  z.object({ state: z.literal("none") }),
  z.object({ state: z.literal("queued"), siteUrl: z.string() }),
  z.object({
    state: z.literal("running"),
    siteUrl: z.string(),
    pagesDone: z.number().int().min(0),
    /** 0 while robots.txt and the sitemap are read. */
    pagesPlanned: z.number().int().min(0),
    startedAt: timestamp,
  }),
  z.object({
    state: z.literal("failed"),
    siteUrl: z.string(),
    /** In plain Dutch, for "Scan mislukt: <reason>". */
    reason: z.string(),
    failedAt: timestamp,
    /** When the queue tries again by itself; null when only the customer can. */
    retryAt: timestamp.nullable(),
    /** Whether 'Opnieuw proberen' is available (a live plan). */
    canRetry: z.boolean(),
  }),
  z.object({
    state: z.literal("done"),
    siteUrl: z.string(),
    pagesScanned: z.number().int().min(0),
    finishedAt: timestamp,
  }),
]);
export type ScanStatus = z.infer<typeof scanStatusSchema>;

/** The retry takes no options: which address and when are the server's to decide. */
export const scanRetryRequestSchema = z.object({}).strict();

export const SCAN_CATALOGUE = catalogue({
  nl: {
    needsPlan: "Kies eerst een abonnement om je website te laten scannen.",
    needsProfile: "Vul eerst je bedrijfsprofiel in; daarna scannen we je website.",
    notFailed: "Er is geen mislukte scan om opnieuw te proberen.",
    busy: "Je scan loopt al of staat klaar om te starten.",
    rateLimited: (minutes: number) =>
      `Je hebt de scan het afgelopen uur al ${SCAN_RETRY_LIMIT.scans} keer opnieuw gestart. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} nog eens.`,
    unavailable: "De scan is tijdelijk niet beschikbaar. Probeer het later opnieuw.",
  },
  en: {
    needsPlan: "Choose a plan first to have your website scanned.",
    needsProfile: "Fill in your business profile first; then we scan your website.",
    notFailed: "There is no failed scan to retry.",
    busy: "Your scan is already running or about to start.",
    rateLimited: (minutes: number) =>
      `You have restarted the scan ${SCAN_RETRY_LIMIT.scans} times in the last hour. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
    unavailable: "The scan is temporarily unavailable. Please try again later.",
  },
});
export const SCAN_MESSAGES = SCAN_CATALOGUE.nl;
