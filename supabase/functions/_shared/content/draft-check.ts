/**
 * Checks a draft before the customer sees it (issue 12): the analyzer's own on-page audits on
 * the exported HTML (renderDraftHtml), plus content rules the audits do not cover. Audits about
 * the server or the live site (robots, HTTP status, https, canonical, hreflang) say nothing about
 * a draft and are left out.
 *
 * Score: a weighted share of passed checks, rounded, 0–100. Content checks weigh 2 and audits 1:
 * the audits guard the HTML template, which the writer controls and which rarely fails, while
 * the content checks are what differs between drafts and what an editing customer can break.
 * A draft that passes everything scores 100; one that fails all content checks scores at most
 * 10/24 ≈ 42.
 */
import { containsKeywordPhrase } from "./keywords/keyword-phrase.ts";
import { auditPage } from "../seo/index.ts";
import { allElements, innerText, parseHtml } from "../seo/dom.ts";
import type { AuditId } from "../seo/types.ts";
import { renderDraftHtml } from "./markdown.ts";
import type { DraftCheck, DraftCheckItem, PostBrief, WrittenDraft } from "./types.ts";

export const MIN_WORDS = 600;
const META_TITLE_MAX = 60;
const META_DESCRIPTION_RANGE = [150, 160] as const;
const AUDIT_WEIGHT = 1;
const CONTENT_WEIGHT = 2;

/** The audits that make sense for a draft, each with the requirement it checks, in Dutch. */
export const DRAFT_AUDITS: ReadonlyArray<readonly [AuditId, string]> = [
  ["document-title", "De pagina heeft een titel"],
  ["meta-description", "De pagina heeft een metabeschrijving"],
  ["heading-order", "Koppen volgen elkaar in de juiste volgorde op"],
  ["image-alt", "Afbeeldingen hebben een alt-tekst"],
  ["link-text", "Links hebben een beschrijvende linktekst"],
  ["crawlable-anchors", "Links zijn te volgen door zoekmachines"],
  ["html-has-lang", "De taal van de pagina is opgegeven"],
  ["viewport", "De pagina is geschikt voor mobiel (viewport)"],
  ["charset", "De tekenset is opgegeven"],
  ["doctype", "De pagina heeft een doctype"],
];

/** Words in markdown: link targets, markup characters and list numbers do not count. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+[.)])\s+/gm, " ")
    .replace(/[#*_`>[\]|\\]/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

interface Weighted extends DraftCheckItem {
  weight: number;
}

function contentChecks(draft: WrittenDraft, brief: PostBrief, html: string): Weighted[] {
  const elements = allElements(parseHtml(html));
  const textOf = (tags: string[]) =>
    elements.filter((el) => tags.includes(el.tagName)).map((el) => innerText(el));
  const h1Count = textOf(["h1"]).length;
  const firstParagraph = textOf(["p"])[0] ?? "";
  const keyword = brief.focusKeyword;
  const words = countWords(draft.markdown);
  const descriptionLength = draft.metaDescription.trim().length;
  const [minDescription, maxDescription] = META_DESCRIPTION_RANGE;
  const item = (id: string, passed: boolean, label: string): Weighted => ({
    id,
    passed,
    label,
    weight: CONTENT_WEIGHT,
  });
  return [
    item("word-count", words >= MIN_WORDS, `De tekst telt minstens ${MIN_WORDS} woorden`),
    item(
      "meta-title-length",
      draft.metaTitle.trim().length > 0 && draft.metaTitle.trim().length <= META_TITLE_MAX,
      `De metatitel is hooguit ${META_TITLE_MAX} tekens lang`,
    ),
    item(
      "meta-description-length",
      descriptionLength >= minDescription && descriptionLength <= maxDescription,
      `De metabeschrijving is ${minDescription} tot ${maxDescription} tekens lang`,
    ),
    item(
      "keyword-in-title",
      containsKeywordPhrase(draft.title, keyword),
      "Het focuszoekwoord staat in de titel",
    ),
    item(
      "keyword-in-first-paragraph",
      containsKeywordPhrase(firstParagraph, keyword),
      "Het focuszoekwoord staat in de eerste alinea",
    ),
    item(
      "keyword-in-subheading",
      textOf(["h2", "h3"]).some((heading) => containsKeywordPhrase(heading, keyword)),
      "Het focuszoekwoord staat in een tussenkop (H2 of H3)",
    ),
    item("single-h1", h1Count === 1, "De tekst heeft precies één hoofdkop (H1)"),
  ];
}

export function checkDraft(
  draft: WrittenDraft,
  brief: PostBrief,
  options: { siteUrl?: string } = {},
): DraftCheck {
  const html = renderDraftHtml(draft);
  // The draft is audited as if published on the customer's site, so its own links count as
  // internal; the fetch facts are those of a clean 200 HTML response.
  const page = auditPage({
    html,
    finalUrl: new URL("/concept", options.siteUrl ?? "https://voorbeeld.nl").href,
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    timings: { fetchMs: 0 },
    robotsTxt: null,
  });
  const audits: Weighted[] = DRAFT_AUDITS.map(([id, label]) => ({
    id,
    // Not applicable (e.g. no images) counts as passed: there is nothing to fix.
    passed: page.audits[id].score !== 0,
    label,
    weight: AUDIT_WEIGHT,
  }));
  const checks = [...contentChecks(draft, brief, html), ...audits];
  const total = checks.reduce((sum, check) => sum + check.weight, 0);
  const earned = checks.reduce((sum, check) => sum + (check.passed ? check.weight : 0), 0);
  return {
    score: Math.round((100 * earned) / total),
    wordCount: countWords(draft.markdown),
    checks: checks.map(({ id, passed, label }) => ({ id, passed, label })),
  };
}
