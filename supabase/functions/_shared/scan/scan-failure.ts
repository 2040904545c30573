/**
 * When a crawl yields nothing to report on, the one reason the customer reads under "Scan mislukt",
 * in plain Dutch, and whether trying again later can help: a refused address or a robots.txt that
 * shuts us out stays that way until the customer changes something, a site that is down may be up
 * in an hour.
 */
import { catalogue, inEveryLanguage, type Texts } from "../contract/catalogue.ts";
import type { SafeFetchErrorCode } from "../net/safe-fetch.ts";
import type { SkipReason } from "./crawl-frontier.ts";
import type { ScanPage } from "./scan-page.ts";

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

/** A page's error status in the customer's words, per language (the onboarding check answers it in theirs). */
const HTTP_STATUS_CATALOGUE = catalogue({
  nl: {
    noAccess: "geen toegang voor onze scanner",
    notFound: "pagina niet gevonden",
    tooMany: "te veel verzoeken",
    serverDown: "storing op de server van je website",
    unavailable: "de pagina is niet beschikbaar",
    answer: (status: number, meaning: string) =>
      `Je website antwoordt met foutcode ${status} (${meaning}).`,
  },
  en: {
    noAccess: "no access for our scanner",
    notFound: "page not found",
    tooMany: "too many requests",
    serverDown: "an outage on your website's server",
    unavailable: "the page is not available",
    answer: (status: number, meaning: string) =>
      `Your website answers with error code ${status} (${meaning}).`,
  },
});

type StatusMessages = (typeof HTTP_STATUS_CATALOGUE)["en"];

function statusMeaning(status: number, m: StatusMessages): string {
  if (status === 401 || status === 403) return m.noAccess;
  if (status === 404 || status === 410) return m.notFound;
  if (status === 429) return m.tooMany;
  if (status >= 500) return m.serverDown;
  return m.unavailable;
}

/** "Your website answers with error code 404 (page not found)." in every language. */
export function httpStatusTexts(status: number): Texts {
  return inEveryLanguage(HTTP_STATUS_CATALOGUE, (m) => m.answer(status, statusMeaning(status, m)));
}

/** The Dutch reason a failed scan keeps. */
export function httpStatusReason(status: number): string {
  return httpStatusTexts(status).nl;
}

/** What the verdict needs of a crawl: each page's outcome, and what was skipped. */
export interface CrawlOutcome {
  pages: ReadonlyArray<Pick<ScanPage, "url" | "statusCode" | "error" | "errorCode">>;
  skipped: ReadonlyArray<{ url: string; reason: SkipReason }>;
}

/** Null when the crawl has at least one page that answered 2xx and could be audited. */
export function scanFailure(crawl: CrawlOutcome, startUrl: string): ScanFailure | null {
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
