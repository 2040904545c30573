/**
 * The Vindbaar SEO engine: `auditPage(input)` runs Lighthouse's SEO audits (and a few of ours)
 * on one fetched page in a few milliseconds, with no I/O, and returns `{ audits, seoScore }`.
 *
 * - Input (`PageInput`): the HTML, the final URL after redirects, status, lower-cased response
 *   headers, timings and the robots.txt body (plus its status when known). Fetch customer pages
 *   only through `../net/safe-fetch.ts`.
 * - `audits` is keyed by Lighthouse audit id. The SEO category's audits follow Lighthouse v13.4.1
 *   rule for rule: document-title, meta-description, http-status-code, is-crawlable, link-text,
 *   crawlable-anchors, image-alt, hreflang, canonical, robots-txt; structured-data (manual in
 *   Lighthouse) is informative here and checks that JSON-LD parses. Ours, outside the SEO score:
 *   heading-order and html-has-lang (axe), viewport (Lighthouse v12), is-on-https, charset and
 *   doctype (Lighthouse Best Practices).
 * - Where a raw-HTML engine must differ from Lighthouse's rendered page: JavaScript never runs
 *   (a title or links set by script are not seen; only inline on* handlers count as listeners),
 *   "hidden" means hidden by markup (the hidden attribute, inline display:none, a closed
 *   <dialog> or <details>, aria-hidden; never a stylesheet class), and link-text also flags Dutch
 *   links against a Dutch list (items carry `list: "vindbaar-nl"`). `npm run bench:analyzer`
 *   measures the agreement with Lighthouse (docs/decisions/014-seo-audit-engine.md, "Measured").
 * - `seoScore` is Lighthouse's SEO category score (`scoring.ts`): `fraction` 0–1, `percent` 0–100.
 * - Every result has a Dutch title and, when something can be improved, a Dutch recommendation;
 *   findings carry `snippet` and `selector` of the offending element.
 */
import { auditCanonical } from "./audits/canonical.ts";
import { auditCharset } from "./audits/charset.ts";
import { auditCrawlableAnchors } from "./audits/crawlable-anchors.ts";
import { auditDoctype } from "./audits/doctype.ts";
import { auditDocumentTitle } from "./audits/document-title.ts";
import { auditHeadingOrder } from "./audits/heading-order.ts";
import { auditHreflang } from "./audits/hreflang.ts";
import { auditHtmlHasLang } from "./audits/html-has-lang.ts";
import { auditHttpStatusCode } from "./audits/http-status-code.ts";
import { auditImageAlt } from "./audits/image-alt.ts";
import { auditIsCrawlable } from "./audits/is-crawlable.ts";
import { auditIsOnHttps } from "./audits/is-on-https.ts";
import { auditLinkText } from "./audits/link-text.ts";
import { auditMetaDescription } from "./audits/meta-description.ts";
import { auditRobotsTxt } from "./audits/robots-txt.ts";
import { auditStructuredData } from "./audits/structured-data.ts";
import { auditViewport } from "./audits/viewport.ts";
import { buildPageContext } from "./page-context.ts";
import { computeSeoScore } from "./scoring.ts";
import type { AuditMap, PageAuditResult, PageInput } from "./types.ts";

export type * from "./types.ts";
export { computeSeoScore, SEO_CATEGORY_WEIGHTS } from "./scoring.ts";

export interface AuditOptions {
  /** The clock for `unavailable_after:` directives; tests pin it. */
  now?: number;
  /** Check Dutch links against our Dutch list (default true); false matches Lighthouse exactly. */
  dutchLinkTexts?: boolean;
}

export function auditPage(input: PageInput, options: AuditOptions = {}): PageAuditResult {
  const ctx = buildPageContext(input);
  const audits: AuditMap = {
    "document-title": auditDocumentTitle(ctx),
    "meta-description": auditMetaDescription(ctx),
    "http-status-code": auditHttpStatusCode(ctx),
    "is-crawlable": auditIsCrawlable(ctx, options.now),
    "link-text": auditLinkText(ctx, options.dutchLinkTexts ?? true),
    "crawlable-anchors": auditCrawlableAnchors(ctx),
    "image-alt": auditImageAlt(ctx),
    hreflang: auditHreflang(ctx),
    canonical: auditCanonical(ctx),
    "robots-txt": auditRobotsTxt(ctx),
    "structured-data": auditStructuredData(ctx),
    "heading-order": auditHeadingOrder(ctx),
    "html-has-lang": auditHtmlHasLang(ctx),
    viewport: auditViewport(ctx),
    "is-on-https": auditIsOnHttps(ctx),
    charset: auditCharset(ctx),
    doctype: auditDoctype(ctx),
  };
  return { audits, seoScore: computeSeoScore(audits) };
}
