/**
 * The `search-console-import` job (one per customer with a chosen property). Each run fetches one
 * window (import-window.ts), replaces those days in the tables and queues its follow-up: the next
 * backfill chunk at once, or tomorrow's daily run. A failed run records its Dutch reason for the
 * dashboard; a grant Google no longer honours marks the connection broken and ends the series
 * until the customer reconnects (which queues the import again).
 */
import { SEARCH_CONSOLE_MESSAGES } from "../contract/search-console.ts";
import { googleConfig } from "../google/google-config.ts";
import { GoogleError } from "../google/google-error.ts";
import { refreshAccessToken } from "../google/oauth.ts";
import { type ClaimedJob, PermanentJobError, type JobHandler } from "../jobs/types.ts";
import type { Sql } from "../db.ts";
import { loadConnection, markBroken } from "./connection-store.ts";
import { fetchImportBatch } from "./fetch-import-batch.ts";
import { lastDay, importForProperty, recordImportError, storeImportBatch } from "./import-store.ts";
import { importWindow, nextCursor, pacificToday } from "./import-window.ts";
import { enqueueSearchConsoleImport, nextDailyRun, releaseImportKey } from "./queue-import.ts";
import { unsealedToken } from "./sealed-token.ts";

/** Hands this run's dedupe key to its follow-up (the next chunk, tomorrow's run). */
async function queueFollowUp(sql: Sql, job: ClaimedJob, runAt: Date): Promise<void> {
  await releaseImportKey(sql, job.id);
  await enqueueSearchConsoleImport(sql, job.user_id!, runAt);
}

/** The Dutch reason the dashboard shows after "Laatste import mislukt: ". */
function failureReason(error: unknown): string {
  if (!(error instanceof GoogleError)) return SEARCH_CONSOLE_MESSAGES.unavailable;
  if (error.code === "PERMISSION_DENIED") return SEARCH_CONSOLE_MESSAGES.propertyAccessLost;
  return SEARCH_CONSOLE_MESSAGES.googleUnavailable;
}

async function broken(sql: Sql, userId: string): Promise<never> {
  await markBroken(sql, userId);
  await recordImportError(sql, userId, SEARCH_CONSOLE_MESSAGES.broken);
  throw new PermanentJobError("Google no longer honours the refresh token");
}

export const searchConsoleImportJob: JobHandler = async (job, { sql }) => {
  const userId = job.user_id;
  if (!userId) throw new PermanentJobError("search-console-import needs a user");
  const config = googleConfig();
  if (!config) throw new PermanentJobError("GOOGLE_OAUTH_CLIENT_ID / _SECRET not set");
  const connection = await loadConnection(sql, userId);
  if (!connection?.propertyUrl) return { skipped: "no connected property" };
  if (connection.status === "broken") return { skipped: "connection broken" };

  const propertyUrl = connection.propertyUrl;
  const state = await sql.begin((tx) => importForProperty(tx, userId, propertyUrl));
  const now = new Date();
  const window = importWindow(state.nextFrom, pacificToday(now));
  if (!window) {
    await queueFollowUp(sql, job, nextDailyRun(now));
    return { skipped: "up to date" };
  }

  const refreshToken = await unsealedToken(connection.refreshTokenEncrypted, userId);
  if (refreshToken === null) return broken(sql, userId);
  try {
    const { access_token: accessToken } = await refreshAccessToken(config, refreshToken);
    const batch = await fetchImportBatch(config, accessToken, connection.propertyUrl, window);
    const cursor = nextCursor(window, lastDay(batch.totals));
    if (!(await storeImportBatch(sql, userId, batch, cursor, !window.more))) {
      // Another property was chosen meanwhile; its choice found this run queued: start it now.
      await queueFollowUp(sql, job, now);
      return { skipped: "property changed during the run" };
    }
    await queueFollowUp(sql, job, window.more ? now : nextDailyRun(now));
    return {
      from: window.startDate,
      to: window.endDate,
      days: batch.totals.length,
      queries: batch.queries.length,
      pages: batch.pages.length,
    };
  } catch (error) {
    if (error instanceof GoogleError && error.needsReconnect) return broken(sql, userId);
    await recordImportError(sql, userId, failureReason(error));
    // The queue retries this run with back-off; after the last attempt tomorrow's run still comes.
    if (job.attempts >= job.max_attempts) await queueFollowUp(sql, job, nextDailyRun(now));
    throw error;
  }
};
