/**
 * Checks a draft before the customer sees it (issues 12 and 20), in three groups
 * (contract/draft-checks.ts):
 * - quality (checks/): grounded in the customer's site, no unsupported specifics, no sentences
 *   from the customer's other posts, no stuffed keywords, no words of another kind of business,
 *   readable Dutch, and 600 words or more. A failure makes the draft 'Controle nodig' and caps
 *   its score.
 * - seo: meta title and description (whole sentences), the focus keyword in title, first
 *   paragraph and a subheading — in the form a reader accepts ("bakker in Utrecht" for the
 *   keyword "bakker utrecht", see checks/keyword-forms.ts) — and one H1.
 * - technical: the analyzer's own on-page audits of the exported HTML (renderDraftHtml). Audits
 *   about the server or the live site (robots, HTTP status, https, canonical, hreflang) say
 *   nothing about a draft and are left out.
 */
import { type CheckGroup, draftScore } from "../../contract/draft-checks.ts";
import { auditPage } from "../../seo/index.ts";
import { allElements, innerText, parseHtml } from "../../seo/dom.ts";
import type { AuditId } from "../../seo/types.ts";
import { mentionsKeyword } from "./keyword-forms.ts";
import { containsKeywordPhrase } from "../keywords/keyword-phrase.ts";
import { qualityChecks } from "./quality-checks.ts";
import { visibleFacts } from "./support.ts";
import type { CheckContext, CheckedDraft, CheckOutcome } from "./types.ts";
import { renderDraftHtml } from "../markdown.ts";
import { splitLine } from "../../text/sentences.ts";
import type { DraftCheck, DraftCheckItem, PostBrief } from "../types.ts";

export type { CheckContext, CheckedDraft, CheckerProfile } from "./types.ts";

export const MIN_WORDS = 600;
const META_TITLE_MAX = 60;
const META_DESCRIPTION_RANGE = [150, 160] as const;
/** A meta description's sentences have at least this many words ("Praktisch." is not one). */
const META_SENTENCE_MIN_WORDS = 3;

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
const AUDIT_IDS = new Set<string>(DRAFT_AUDITS.map(([id]) => id));

/**
 * The group of a check stored before the groups existed: the weights of those rows (content
 * checks 2, audits 1) are the seo and technical weights, so their stored score still adds up.
 */
export function groupOfCheck(id: string): CheckGroup {
  return AUDIT_IDS.has(id) ? "technical" : "seo";
}

/** Words in markdown: link targets, markup characters and list numbers do not count. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+[.)])\s+/gm, " ")
    .replace(/[#*_`>[\]|\\]/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Sentences of the meta description that are fragments ("Praktisch.") or unfinished. */
function metaFragments(description: string): string[] {
  const sentences = splitLine(description.trim());
  return sentences.filter(
    (sentence, i) =>
      countWords(sentence) < META_SENTENCE_MIN_WORDS ||
      (i === sentences.length - 1 && !/[.!?]["')”’]?$/.test(sentence)),
  );
}

function seoChecks(draft: CheckedDraft, brief: PostBrief, html: string, places: string[]) {
  const elements = allElements(parseHtml(html));
  const textOf = (tags: string[]) =>
    elements.filter((el) => tags.includes(el.tagName)).map((el) => innerText(el));
  const firstParagraph = textOf(["p"])[0] ?? "";
  const keyword = brief.focusKeyword;
  // The forms the checker knows (a plural, "bakker in Utrecht") and the noun phrases the
  // built-in writer uses for a keyword ("boekhouder voor zzp'ers" for "boekhouder zzp").
  const mentions = (text: string) =>
    mentionsKeyword(text, keyword, places) || containsKeywordPhrase(text, keyword);
  const descriptionLength = draft.metaDescription.trim().length;
  const [minDescription, maxDescription] = META_DESCRIPTION_RANGE;
  const fragments = metaFragments(draft.metaDescription);
  const item = (id: string, passed: boolean, label: string, detail: string | null = null) => ({
    id,
    passed,
    label,
    detail,
  });
  return [
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
      "meta-description-sentences",
      // An empty description fails the length check and the audit already.
      fragments.length === 0,
      "De metabeschrijving bestaat uit hele zinnen",
      fragments.length > 0
        ? `Geen hele zin: ${fragments.map((fragment) => `“${fragment}”`).join(", ")}.`
        : null,
    ),
    item("keyword-in-title", mentions(draft.title), "Het focuszoekwoord staat in de titel"),
    item(
      "keyword-in-first-paragraph",
      mentions(firstParagraph),
      "Het focuszoekwoord staat in de eerste alinea",
    ),
    item(
      "keyword-in-subheading",
      textOf(["h2", "h3"]).some(mentions),
      "Het focuszoekwoord staat in een tussenkop (H2 of H3)",
    ),
    item("single-h1", textOf(["h1"]).length === 1, "De tekst heeft precies één hoofdkop (H1)"),
  ];
}

/** Too short to help a reader is not worth publishing, however well the rest is done. */
function wordCountCheck(words: number): CheckOutcome {
  const passed = words >= MIN_WORDS;
  return {
    id: "word-count",
    passed,
    label: `De tekst telt minstens ${MIN_WORDS} woorden`,
    detail: passed ? null : `Nu ${words} woorden: te weinig om een lezer echt verder te helpen.`,
  };
}

function grouped(outcomes: CheckOutcome[], group: CheckGroup): DraftCheckItem[] {
  return outcomes.map((outcome) => ({ ...outcome, group }));
}

export function checkDraft(
  draft: CheckedDraft,
  brief: PostBrief,
  context: CheckContext,
): DraftCheck {
  const { profile } = context;
  const facts = context.facts ?? [];
  const places = [
    profile.region,
    ...visibleFacts(facts)
      .filter((fact) => fact.kind === "place")
      .map((fact) => fact.name ?? fact.text),
  ];
  const html = renderDraftHtml(draft);
  // The draft is audited as if published on the customer's site, so its own links count as
  // internal; the fetch facts are those of a clean 200 HTML response.
  const page = auditPage({
    html,
    finalUrl: new URL("/concept", profile.websiteUrl || "https://voorbeeld.nl").href,
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    timings: { fetchMs: 0 },
    robotsTxt: null,
  });
  const audits: CheckOutcome[] = DRAFT_AUDITS.map(([id, label]) => ({
    id,
    // Not applicable (e.g. no images) counts as passed: there is nothing to fix.
    passed: page.audits[id].score !== 0,
    label,
    detail: null,
  }));
  const quality = qualityChecks({
    draft,
    brief,
    profile,
    facts,
    earlierFingerprints: context.earlierFingerprints ?? new Set(),
  });
  const wordCount = countWords(draft.markdown);
  const checks = [
    ...grouped([...quality.checks, wordCountCheck(wordCount)], "quality"),
    ...grouped(seoChecks(draft, brief, html, places), "seo"),
    ...grouped(audits, "technical"),
  ];
  const { score, capped } = draftScore(checks);
  return {
    score,
    wordCount,
    checks,
    needsReview: capped,
    factsUsed: quality.factsUsed.map(({ id, kind, text, pageUrl, pageTitle }) => ({
      id,
      kind,
      text,
      pageUrl,
      pageTitle,
    })),
  };
}
