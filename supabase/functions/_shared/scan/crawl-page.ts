/**
 * One page of a crawl: fetched through the SSRF-safe fetcher (its rules on every redirect hop,
 * 10 s and 5 MB at most), parsed once, audited by the SEO engine and read for site facts; the
 * ScanPage it makes, and the links found on it (the frontier decides which are followed).
 */
import { extractPageFacts } from "../facts/extract-page-facts.ts";
import { safeFetch, SafeFetchError, SAFE_FETCH_DEFAULTS } from "../net/safe-fetch.ts";
import { compactAudits } from "../seo/compact-audits.ts";
import { parseHtml } from "../seo/dom.ts";
import { auditPage } from "../seo/index.ts";
import { pageFacts } from "./page-facts.ts";
import type { ScanPage } from "./scan-page.ts";

/** A page that could not be fetched: listed with its reason, audited for nothing. */
function unreachable(url: string, error: SafeFetchError): ScanPage {
  return {
    url,
    finalUrl: url,
    statusCode: null,
    seoScore: null,
    audits: {},
    title: null,
    h1s: [],
    headings: [],
    fetchMs: null,
    bytes: null,
    error: error.message,
    errorCode: error.code,
    siteFacts: null,
  };
}

export async function crawlPage(
  url: string,
  options: { robotsTxt: string | null; allowHosts?: readonly string[]; remainingMs: number },
): Promise<{ page: ScanPage; links: string[] }> {
  try {
    const answer = await safeFetch(url, {
      kind: "page",
      allowHosts: options.allowHosts,
      timeoutMs: Math.min(SAFE_FETCH_DEFAULTS.timeoutMs, options.remainingMs),
    });
    // One parse for the audits, the links and the facts: a page of a few hundred KB costs about
    // as much CPU and memory to parse as everything read from it.
    const document = parseHtml(answer.body);
    const audit = auditPage({
      html: answer.body,
      document,
      finalUrl: answer.url,
      status: answer.status,
      headers: answer.headers,
      timings: answer.timings,
      robotsTxt: options.robotsTxt,
      robotsTxtStatus: options.robotsTxt === null ? null : 200,
    });
    const facts = pageFacts(answer.body, answer.url, document);
    const answered = answer.status >= 200 && answer.status < 300;
    return {
      page: {
        url,
        finalUrl: answer.url,
        statusCode: answer.status,
        seoScore: audit.seoScore.percent,
        audits: compactAudits(audit.audits),
        title: facts.title,
        h1s: facts.h1s,
        headings: facts.headings,
        fetchMs: Math.round(answer.timings.fetchMs),
        bytes: answer.bytes,
        error: null,
        errorCode: null,
        siteFacts: answered ? extractPageFacts(answer.body, answer.url, document) : null,
      },
      links: answer.status < 400 ? facts.links : [],
    };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    return { page: unreachable(url, error), links: [] };
  }
}
