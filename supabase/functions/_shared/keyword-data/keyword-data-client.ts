/**
 * Calls the keyword-data provider's Google Ads endpoints for the Netherlands in Dutch. The address
 * comes from our own configuration, never from a customer, so plain fetch is right here (the
 * SSRF-safe fetcher is for customer URLs).
 */
import type { KeywordDataConfig } from "./provider-config.ts";
import { KeywordDataError } from "./keyword-data-error.ts";
import { envelopeSchema, OK_STATUS, type GoogleAdsKeyword } from "./provider-shapes.ts";

/** Google Ads' location code for the Netherlands and the language of the searches. */
export const NETHERLANDS = { location_code: 2528, language_code: "nl" } as const;

const SEARCH_VOLUME_PATH = "/v3/keywords_data/google_ads/search_volume/live";
const KEYWORDS_FOR_KEYWORDS_PATH = "/v3/keywords_data/google_ads/keywords_for_keywords/live";

function basicAuth(config: KeywordDataConfig): string {
  const bytes = new TextEncoder().encode(`${config.login}:${config.password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/** One live task; the items of its result, or a KeywordDataError with the provider's code. */
export async function postLiveTask(
  config: KeywordDataConfig,
  path: string,
  keywords: readonly string[],
): Promise<GoogleAdsKeyword[]> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}${path}`, {
      method: "POST",
      headers: { Authorization: basicAuth(config), "Content-Type": "application/json" },
      body: JSON.stringify([{ keywords, ...NETHERLANDS }]),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (cause) {
    throw new KeywordDataError(0, `Keyword-data provider unreachable: ${String(cause)}`);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (an HTML error page): reported below with the HTTP status.
  }
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) {
    throw new KeywordDataError(0, `Unexpected answer from the provider (HTTP ${response.status})`);
  }
  const envelope = parsed.data;
  if (envelope.status_code !== OK_STATUS) {
    throw new KeywordDataError(envelope.status_code, envelope.status_message);
  }
  const task = envelope.tasks?.[0];
  if (!task) throw new KeywordDataError(0, "The provider answered without a task");
  if (task.status_code !== OK_STATUS) {
    throw new KeywordDataError(task.status_code, task.status_message);
  }
  return task.result ?? [];
}

/** Search volume, competition and monthly searches for each keyword (Google Ads). */
export function searchVolume(
  config: KeywordDataConfig,
  keywords: readonly string[],
): Promise<GoogleAdsKeyword[]> {
  return postLiveTask(config, SEARCH_VOLUME_PATH, keywords);
}

/** Google Ads' keyword ideas for the keywords, each with its own search volume. */
export function keywordsForKeywords(
  config: KeywordDataConfig,
  keywords: readonly string[],
): Promise<GoogleAdsKeyword[]> {
  return postLiveTask(config, KEYWORDS_FOR_KEYWORDS_PATH, keywords);
}
