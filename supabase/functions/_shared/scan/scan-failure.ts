/**
 * When a crawl yields nothing to report on, the one reason the customer reads under "Scan mislukt",
 * in plain Dutch, and whether trying again later can help: a refused address or a robots.txt that
 * shuts us out stays that way until the customer changes something, a site that is down may be up
 * in an hour.
 */
import type { SafeFetchErrorCode } from "../net/safe-fetch.ts";
import type { CrawlResult } from "./crawl-site.ts";

export interface ScanFailure {
  /** A fetcher code, or "robots", "http-status", "no-pages", "interrupted". */
  code: string;
  reason: string;
  /** Retrying without a change by the customer cannot help. */
  permanent: boolean;
}

/** Refusals of the address itself, and pages that are no HTML: the same on every attempt. */
const PERMANENT_CODES = new Set<SafeFetchErrorCode>([
  "invalid-url",
  "protocol",
  "port",
  "credentials",
  "blocked-address",
  "content-type",
]);

export const SCAN_FAILURE_REASONS = {
  robots:
    "Je robots.txt verbiedt onze scanner (VindbaarBot) je website te lezen. Sta VindbaarBot toe en probeer het opnieuw.",
  noPages: "Er kon geen enkele pagina van je website worden gelezen.",
  interrupted: "De scan is onderbroken voordat hij klaar was.",
  unexpected: "De scan liep vast door een fout aan onze kant.",
} as const;

function statusMeaning(status: number): string {
  if (status === 401 || status === 403) return "geen toegang voor onze scanner";
  if (status === 404 || status === 410) return "pagina niet gevonden";
  if (status === 429) return "te veel verzoeken";
  if (status >= 500) return "storing op de server van je website";
  return "de pagina is niet beschikbaar";
}

export function httpStatusReason(status: number): string {
  return `Je website antwoordt met foutcode ${status} (${statusMeaning(status)}).`;
}

/** Null when the crawl has at least one page that answered 2xx and could be audited. */
export function scanFailure(crawl: CrawlResult, startUrl: string): ScanFailure | null {
  if (crawl.pages.length === 0) {
    return crawl.skipped.some((skip) => skip.reason === "robots")
      ? { code: "robots", reason: SCAN_FAILURE_REASONS.robots, permanent: true }
      : { code: "no-pages", reason: SCAN_FAILURE_REASONS.noPages, permanent: false };
  }
  const start = crawl.pages.find((page) => page.url === startUrl) ?? crawl.pages[0]!;
  const audited = crawl.pages.filter((page) => page.error === null);
  if (audited.length === 0) {
    const code = start.errorCode ?? "network";
    return {
      code,
      reason: start.error ?? SCAN_FAILURE_REASONS.noPages,
      permanent: PERMANENT_CODES.has(code),
    };
  }
  const answered = audited.some(
    (page) => page.statusCode !== null && page.statusCode >= 200 && page.statusCode < 300,
  );
  if (answered) return null;
  const status = (start.error === null ? start : audited[0]!).statusCode ?? 0;
  return { code: "http-status", reason: httpStatusReason(status), permanent: false };
}
