/**
 * `npm run bench:content`: a month of 9 posts per kind of business, planned and written as the
 * content jobs do (planTopics, then the built-in writer with the sentences of the posts before
 * it), on the writer fixtures in tests/fixtures/site-facts (a profile, the facts a scan of the
 * site stores, its pages). Per business type it prints: sentences of 8+ words shared between
 * posts (goal 0), distinct focus keywords, site facts stated per post (goal ≥ 3), specifics not
 * found in the facts or profile (goal 0), Flesch-Douma readability, checkDraft pass rate, words
 * and time per post.
 */
import { performance } from "node:perf_hooks";
import { writeBuiltInDraft } from "../supabase/functions/_shared/content/built-in-writer";
import { formatPrice } from "../supabase/functions/_shared/content/builtin/fact-text";
import { checkDraft } from "../supabase/functions/_shared/content/draft-check";
import {
  countWords,
  markdownToPlainLines,
  repeatableFingerprints,
  splitSentences,
} from "../supabase/functions/_shared/content/text/sentences";
import { planTopics } from "../supabase/functions/_shared/content/topic-planner";
import type { DraftResult } from "../supabase/functions/_shared/content/types";
import { WRITER_FIXTURES, type WriterFixture } from "../tests/fixtures/site-facts/index";
import { formatMarkdownTable } from "./bench-support";

const POSTS = 9;

/** Dutch syllables, roughly: groups of vowels ("ij", "oe", "aa" count once). */
function syllables(word: string): number {
  const groups = word.toLocaleLowerCase("nl").match(/ij|[aeiouyàáâäèéêëïíîòóôöùúûü]+/g);
  return Math.max(1, groups?.length ?? 0);
}

/** Flesch-Douma: 206.835 − 0.93 × words per sentence − 77 × syllables per word. */
function fleschDouma(markdown: string): number {
  const sentences = splitSentences(markdown);
  const words = sentences.flatMap((sentence) => sentence.match(/[\p{L}\p{N}'-]+/gu) ?? []);
  if (sentences.length === 0 || words.length === 0) return 0;
  const perSentence = words.length / sentences.length;
  const perWord = words.reduce((sum, word) => sum + syllables(word), 0) / words.length;
  return 206.835 - 0.93 * perSentence - 77 * perWord;
}

/**
 * Figures in the post (prices, years, numbers) that appear nowhere in the site's facts or the
 * profile: what the writer would have made up.
 */
function unsupportedSpecifics(draft: DraftResult, fixture: WriterFixture): string[] {
  const known = [
    ...fixture.facts.flatMap((fact) => [fact.text, fact.answer ?? "", fact.name ?? ""]),
    ...fixture.facts.flatMap((fact) =>
      fact.priceCents === null ? [] : [formatPrice(fact.priceCents)],
    ),
    fixture.profile.description,
    fixture.profile.businessName,
    ...fixture.profile.offerings,
    ...fixture.profile.keywords,
  ].join(" ");
  const text = markdownToPlainLines(draft.markdown).join(" ");
  const figures = text.match(/\d+(?:[.,]\d+)*/g) ?? [];
  return [...new Set(figures)].filter((figure) => !known.includes(figure));
}

interface PostResult {
  draft: DraftResult;
  ms: number;
  passed: boolean;
  failed: string[];
}

function writeMonth(fixture: WriterFixture): { posts: PostResult[]; keywords: string[] } {
  const plan = planTopics({
    profile: fixture.profile,
    facts: fixture.facts,
    gaps: [],
    quota: POSTS,
    periodStart: "2026-12-01",
    periodEnd: "2027-01-01",
    existingTopics: [],
  });
  const earlierSentences = new Set<string>();
  const posts = plan.map((brief, i) => {
    const started = performance.now();
    const draft = writeBuiltInDraft({
      brief,
      profile: fixture.profile,
      facts: fixture.facts,
      links: fixture.links,
      earlierSentences,
      seed: i + 1,
    });
    const ms = performance.now() - started;
    for (const print of repeatableFingerprints(draft.markdown)) earlierSentences.add(print);
    const check = checkDraft(draft, brief, { siteUrl: fixture.profile.websiteUrl });
    const failed = check.checks.filter((item) => !item.passed).map((item) => item.id);
    return { draft, ms, passed: failed.length === 0, failed };
  });
  return { posts, keywords: plan.map((post) => post.focusKeyword.toLocaleLowerCase("nl")) };
}

/** Fingerprints that occur in more than one post of the month. */
function sharedSentences(posts: readonly PostResult[]): number {
  const owners = new Map<string, number>();
  for (const { draft } of posts) {
    for (const print of new Set(repeatableFingerprints(draft.markdown))) {
      owners.set(print, (owners.get(print) ?? 0) + 1);
    }
  }
  return [...owners.values()].filter((count) => count > 1).length;
}

function failedChecks(posts: readonly PostResult[]): string {
  const failed = posts.flatMap((post) => post.failed);
  return failed.length === 0 ? "" : ` (${[...new Set(failed)].join(", ")})`;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)} / ${median(values).toFixed(digits)} / ${Math.max(...values).toFixed(digits)}`;

function main() {
  // Warm up the JIT so the first business type is not timed cold.
  writeMonth(WRITER_FIXTURES[0]!);
  const rows = WRITER_FIXTURES.map((fixture) => {
    const { posts, keywords } = writeMonth(fixture);
    const facts = posts.map(({ draft }) => draft.usedFactIds.length);
    const unsupported = posts.flatMap(({ draft }) => unsupportedSpecifics(draft, fixture));
    const titles = new Set(posts.map(({ draft }) => draft.title.toLocaleLowerCase("nl")));
    return [
      fixture.name,
      String(sharedSentences(posts)),
      `${new Set(keywords).size} / ${POSTS}`,
      `${range(facts)}${Math.min(...facts) >= 3 ? "" : " ✗"}`,
      unsupported.length === 0
        ? "0"
        : `${unsupported.length} (${[...new Set(unsupported)].slice(0, 4).join(", ")})`,
      range(posts.map(({ draft }) => fleschDouma(draft.markdown))),
      `${posts.filter((post) => post.passed).length} / ${POSTS}${failedChecks(posts)}`,
      String(POSTS - titles.size),
      String(posts.reduce((sum, { draft }) => sum + draft.unplacedKeywords.length, 0)),
      range(posts.map(({ draft }) => countWords(draft.markdown))),
      range(
        posts.map((post) => post.ms),
        1,
      ),
    ];
  });
  console.log(
    `## Built-in writer: a month of ${POSTS} posts per business type (writer fixtures)\n`,
  );
  console.log(
    formatMarkdownTable(
      [
        "business",
        "shared sentences (goal 0)",
        "distinct focus keywords",
        "site facts per post min / median / max (goal ≥ 3)",
        "unsupported specifics (goal 0)",
        "Flesch-Douma min / median / max",
        "checkDraft all passed",
        "repeated titles",
        "unplaced keywords",
        "words min / median / max",
        "ms per post min / median / max",
      ],
      rows,
    ).join("\n"),
  );
}

main();
