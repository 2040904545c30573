/**
 * Fetches what the SEO engine needs about one URL, through the SSRF-safe fetcher only: the page
 * (redirects followed) and then /robots.txt of the final origin, shaped as the engine's PageInput.
 * A refusal for the page throws its SafeFetchError; a robots.txt that cannot be fetched becomes
 * `robotsTxt: null` without a status, which Lighthouse's robots-txt audit counts as a failure.
 */
import type { PageInput } from "./types.ts";
import { safeFetch, SafeFetchError, type SafeFetchOptions } from "../net/safe-fetch.ts";

export type FetchPageOptions = Omit<SafeFetchOptions, "kind"> & {
  /** robots.txt gets its own, shorter budget so a slow one cannot sink the analysis. */
  robotsTimeoutMs?: number;
};

export async function fetchPageInput(
  url: string,
  options: FetchPageOptions = {},
): Promise<PageInput> {
  const { robotsTimeoutMs = 5_000, ...fetchOptions } = options;
  const page = await safeFetch(url, { ...fetchOptions, kind: "page" });
  let robotsTxt: string | null = null;
  let robotsTxtStatus: number | null = null;
  try {
    const robots = await safeFetch(new URL("/robots.txt", page.url).href, {
      ...fetchOptions,
      kind: "robots",
      timeoutMs: Math.min(robotsTimeoutMs, fetchOptions.timeoutMs ?? robotsTimeoutMs),
    });
    robotsTxtStatus = robots.status;
    robotsTxt = robots.status >= 200 && robots.status < 300 ? robots.body : null;
  } catch (error) {
    // Any refusal (wrong type, too large, slow, redirected somewhere forbidden) means "not
    // fetched"; anything else is a bug and should surface.
    if (!(error instanceof SafeFetchError)) throw error;
  }
  return {
    html: page.body,
    finalUrl: page.url,
    status: page.status,
    headers: page.headers,
    timings: { fetchMs: page.timings.fetchMs, ttfbMs: page.timings.ttfbMs },
    robotsTxt,
    robotsTxtStatus,
  };
}
