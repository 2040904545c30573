import { blogDemoArticle as phrases, type TopicWords } from "@/content/blog-demo";
import {
  BLOG_DEMO_KEYWORD_COUNT,
  BLOG_DEMO_READING_TIME,
  BLOG_DEMO_WORD_COUNT,
  pickSeoScore,
  type DemoArticle,
  type RandomSource,
} from "./model";

export const TOPIC_MAX_LENGTH = 80;
export const META_TITLE_MAX_LENGTH = 60;
export const META_DESCRIPTION_MIN_LENGTH = 120;
export const META_DESCRIPTION_MAX_LENGTH = 160;

export interface GenerateArticleOptions {
  /** Only the SEO score is random (docs/product.md §9); everything else follows from the topic. */
  random?: RandomSource;
  year?: number;
}

/**
 * The "AI" of the demo: assembles a Dutch sample article about the topic from the phrase bank in
 * src/content/blog-demo.ts. The topic picks the variants, so one topic always gives one article.
 */
export function generateArticle(
  rawTopic: string,
  options: GenerateArticleOptions = {},
): DemoArticle {
  const { random = Math.random, year = new Date().getFullYear() } = options;
  const topic = normalizeTopic(rawTopic);
  const words: TopicWords = { topic, Topic: capitalize(topic), year };
  const pick = seededPicker(topic.toLocaleLowerCase("nl-NL"));
  const title = pick(phrases.titles)(words);
  return {
    title,
    metaTitle: buildMetaTitle(title, words),
    metaDescription: buildMetaDescription(words, pick(phrases.metaLeads.slice(0, -1))),
    content: buildContent(words, pick),
    keywords: buildKeywords(topic, pick([0, 1])),
    wordCount: BLOG_DEMO_WORD_COUNT,
    readingTime: BLOG_DEMO_READING_TIME,
    seoScore: pickSeoScore(random),
  };
}

/**
 * Collapses whitespace, drops characters that would be read as markdown (a leading "#" or "-",
 * any "*"), trailing punctuation, and caps the length at a word boundary.
 */
export function normalizeTopic(raw: string): string {
  const cleaned = raw
    .replace(/[\p{Cc}*]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[#>\-–—+\s]+/, "")
    .replace(/[\s.,;:!?]+$/, "");
  return truncateAtWord(cleaned, TOPIC_MAX_LENGTH).replace(/[\s.,;:!?]+$/, "");
}

export function capitalize(text: string): string {
  // Dutch "ij" is one letter: "ijsjes" becomes "IJsjes", not "Ijsjes".
  if (/^ij/i.test(text)) return `IJ${text.slice(2)}`;
  return text.charAt(0).toLocaleUpperCase("nl-NL") + text.slice(1);
}

/** Cuts at the last space that keeps the text within `max` characters (mid-word if there is none). */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return (space > 0 ? cut.slice(0, space) : text.slice(0, max)).trimEnd();
}

function buildMetaTitle(title: string, words: TopicWords): string {
  const candidates = [
    title,
    ...phrases.shortMetaTitles.map((phrase) => phrase(words)),
    words.Topic,
  ];
  const fitting = candidates.find((candidate) => candidate.length <= META_TITLE_MAX_LENGTH);
  return fitting ?? `${truncateAtWord(words.Topic, META_TITLE_MAX_LENGTH - 1)}…`;
}

/** Lead sentence plus as many extra sentences as fit in 160 characters; at least 120 in total. */
function buildMetaDescription(words: TopicWords, preferredLead: (words: TopicWords) => string) {
  const leads = [preferredLead, ...phrases.metaLeads.filter((lead) => lead !== preferredLead)];
  let fallback = "";
  for (const lead of leads) {
    let text = lead(words);
    if (text.length > META_DESCRIPTION_MAX_LENGTH) continue;
    for (const extra of phrases.metaExtras) {
      if (text.length + 1 + extra.length <= META_DESCRIPTION_MAX_LENGTH) text = `${text} ${extra}`;
    }
    if (text.length >= META_DESCRIPTION_MIN_LENGTH) return text;
    fallback ||= text;
  }
  // Unreachable with topics of at most 80 characters; kept so the function always answers.
  return fallback || truncateAtWord(leads[leads.length - 1](words), META_DESCRIPTION_MAX_LENGTH);
}

function buildContent(words: TopicWords, pick: Picker): string {
  const { benefits, steps, costs, pitfalls } = phrases.sections;
  const section = (heading: string, ...blocks: string[]) => [`## ${heading}`, ...blocks];
  const optional = [
    section(pick(benefits.headings)(words), benefits.body(words)),
    section(pick(costs.headings)(words), costs.body(words)),
    section(pick(pitfalls.headings)(words), pitfalls.body(words)),
  ];
  // Three or four sections: the step-by-step list always, and all or two of the others.
  const dropped = pick([-1, 0, 1, 2]);
  const [first, second, third] = optional.map((blocks, index) => (index === dropped ? [] : blocks));
  const stepBlocks = section(
    pick(steps.headings)(words),
    steps.body(),
    steps.items.map((item) => `- ${item(words)}`).join("\n"),
    `### ${steps.tipHeading}`,
    steps.tip(words),
  );
  const conclusion = pick(phrases.conclusions);
  return [
    pick(phrases.intros)(words),
    ...first,
    ...stepBlocks,
    ...second,
    ...third,
    `## ${conclusion.heading}`,
    conclusion.body(words),
  ].join("\n\n");
}

function buildKeywords(topic: string, costFirst: number): string[] {
  const k = topic.toLocaleLowerCase("nl-NL");
  const patterns = [...phrases.keywordPatterns];
  // Alternate between "<topic> kosten" and "beste <topic>" for the fifth keyword.
  if (costFirst === 0) patterns.splice(3, 2, patterns[4], patterns[3]);
  const derived = patterns.filter((p) => !p.skipWhen.test(k)).map((p) => p.build(k));
  return [...new Set([k, ...derived])].slice(0, BLOG_DEMO_KEYWORD_COUNT);
}

type Picker = <T>(options: readonly T[]) => T;

/** Deterministic choices seeded by the topic (FNV-1a hash feeding a mulberry32 generator). */
function seededPicker(seedText: string): Picker {
  let hash = 0x811c9dc5;
  for (const char of seedText) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  let state = hash >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (options) => options[Math.floor(next() * options.length)];
}
