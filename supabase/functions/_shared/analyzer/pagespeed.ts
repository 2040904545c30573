/**
 * The PageSpeed Insights v5 client (runPagespeed): one GET that runs Lighthouse in Google's
 * browsers and answers the full Lighthouse result. Slow (10–60 s), so the analyzer calls it after
 * the fast result was answered. Only the fields we read are validated.
 * Reference: developers.google.com/speed/docs/insights/rest/v5/pagespeedapi/runpagespeed
 */
import { z } from "zod";
import { getEnv } from "../env.ts";

export const PAGESPEED_DEFAULT_BASE = "https://pagespeedonline.googleapis.com";
export const PAGESPEED_PATH = "/pagespeedonline/v5/runPagespeed";

export interface PageSpeedConfig {
  apiKey: string;
  /** Origin of the API: Google's, or the emulator's stand-in (PAGESPEED_API_BASE). */
  apiBase: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}

export interface PageSpeedResult {
  /** 0–100, null when Lighthouse could not score the category. */
  scores: {
    performance: number | null;
    accessibility: number | null;
    bestPractices: number | null;
    seo: number | null;
  };
  speedIndexMs: number | null;
  speedIndexDisplay: string | null;
  totalByteWeight: number | null;
  lighthouseVersion: string | null;
}

export class PageSpeedError extends Error {
  override readonly name = "PageSpeedError";
}

/** PSI takes up to about two minutes before it gives up itself. */
const DEFAULT_TIMEOUT_MS = 100_000;

/** Null unless the secret PAGESPEED_API_KEY is set: then the analyzer enriches with PSI. */
export function pageSpeedConfigFromEnv(): PageSpeedConfig | null {
  const apiKey = getEnv("PAGESPEED_API_KEY");
  if (!apiKey) return null;
  return {
    apiKey,
    apiBase: (getEnv("PAGESPEED_API_BASE") ?? PAGESPEED_DEFAULT_BASE).replace(/\/+$/, ""),
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
}

/**
 * Mobile, like Google's own PageSpeed page and search ranking (mobile-first indexing); all four
 * categories (without `category` PSI runs performance only); Dutch strings.
 */
export function pageSpeedUrl(pageUrl: string, config: PageSpeedConfig): string {
  const query = new URLSearchParams({ url: pageUrl, key: config.apiKey, strategy: "mobile" });
  for (const category of ["performance", "accessibility", "best-practices", "seo"]) {
    query.append("category", category);
  }
  query.set("locale", "nl");
  return `${config.apiBase}${PAGESPEED_PATH}?${query}`;
}

const category = z.object({ score: z.number().min(0).max(1).nullable() }).optional();
const responseSchema = z.object({
  lighthouseResult: z.object({
    lighthouseVersion: z.string().optional(),
    categories: z.object({
      performance: category,
      accessibility: category,
      "best-practices": category,
      seo: category,
    }),
    audits: z.object({
      "speed-index": z
        .object({ numericValue: z.number().optional(), displayValue: z.string().optional() })
        .optional(),
      "total-byte-weight": z.object({ numericValue: z.number().optional() }).optional(),
    }),
  }),
});
const errorSchema = z.object({ error: z.object({ code: z.number(), message: z.string() }) });

const percent = (value: { score: number | null } | undefined) =>
  value?.score === null || value?.score === undefined ? null : Math.round(value.score * 100);

function failure(status: number, body: unknown): PageSpeedError {
  const parsed = errorSchema.safeParse(body);
  const detail = parsed.success ? parsed.data.error.message.slice(0, 300) : `HTTP ${status}`;
  if (status === 429) {
    return new PageSpeedError("PageSpeed Insights is tijdelijk overbelast; probeer het later.");
  }
  return new PageSpeedError(`PageSpeed Insights kon deze pagina niet meten (${detail}).`);
}

function timedOut(config: PageSpeedConfig): PageSpeedError {
  const seconds = Math.round(config.timeoutMs / 1000);
  return new PageSpeedError(`PageSpeed Insights gaf binnen ${seconds} seconden geen antwoord.`);
}

export async function runPageSpeed(
  pageUrl: string,
  config: PageSpeedConfig,
): Promise<PageSpeedResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    let response: Response;
    try {
      response = await (config.fetchImpl ?? fetch)(pageSpeedUrl(pageUrl, config), {
        signal: controller.signal,
        headers: { accept: "application/json" },
      });
    } catch {
      if (controller.signal.aborted) {
        throw timedOut(config);
      }
      throw new PageSpeedError("PageSpeed Insights is niet bereikbaar.");
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw failure(response.status, body);
    const parsed = responseSchema.safeParse(body);
    if (!parsed.success) {
      throw new PageSpeedError("PageSpeed Insights gaf een onverwacht antwoord.");
    }
    const { categories, audits, lighthouseVersion } = parsed.data.lighthouseResult;
    return {
      scores: {
        performance: percent(categories.performance),
        accessibility: percent(categories.accessibility),
        bestPractices: percent(categories["best-practices"]),
        seo: percent(categories.seo),
      },
      speedIndexMs:
        audits["speed-index"]?.numericValue === undefined
          ? null
          : Math.round(audits["speed-index"].numericValue),
      speedIndexDisplay: audits["speed-index"]?.displayValue ?? null,
      totalByteWeight:
        audits["total-byte-weight"]?.numericValue === undefined
          ? null
          : Math.round(audits["total-byte-weight"].numericValue),
      lighthouseVersion: lighthouseVersion ?? null,
    };
  } catch (error) {
    if (error instanceof PageSpeedError) throw error;
    if (controller.signal.aborted) {
      throw timedOut(config);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
