/**
 * Sentences of a post's Markdown, for the variety rules and the checker: split the way a Dutch
 * reader would (abbreviations such as "bijv." and numbers such as "4,50" or "7.30" do not end a
 * sentence), normalised so the same sentence matches whatever its punctuation or capitals, and
 * fingerprinted so a customer's earlier sentences can be compared without keeping every text
 * in memory. Pure functions; Deno and Node alike.
 */

/** Sentences this long or longer must not repeat across one customer's posts. */
export const REPEAT_MIN_WORDS = 8;

/** Dutch abbreviations that end in a full stop without ending the sentence. */
const ABBREVIATIONS = [
  "bijv",
  "bv",
  "o.a",
  "d.w.z",
  "m.b.v",
  "i.p.v",
  "t.o.v",
  "z.s.m",
  "incl",
  "excl",
  "ca",
  "nr",
  "tel",
  "mr",
  "dr",
  "ir",
  "ing",
  "drs",
  "mevr",
  "dhr",
  "etc",
  "enz",
  "resp",
  "vs",
  "ma",
  "di",
  "wo",
  "do",
  "vr",
  "za",
  "zo",
];
const ABBREVIATION_END = new RegExp(
  `(?:^|\\s|\\()(?:${ABBREVIATIONS.map((a) => a.replace(/\./g, "\\.")).join("|")})$`,
  "i",
);

/** What a block of a post is: the checks read headings, running text and list items apart. */
export type BlockKind = "heading" | "paragraph" | "item";

export interface TextBlock {
  kind: BlockKind;
  /** Plain text: markup dropped, links and images reduced to their text. */
  text: string;
}

const HEADING = /^\s{0,3}#{1,6}\s+/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;

/** One line of Markdown as plain text, without its block marker. */
function plainLine(line: string): string {
  return line
    .replace(HEADING, "")
    .replace(LIST_ITEM, "")
    .replace(/^\s*>\s?/, "") // quotes
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1") // images: their alt text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1") // links: their text
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, "$2") // emphasis
    .replace(/\\([\\`*_[\]<>#])/g, "$1") // markdown escapes (markdownText)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Markdown as blocks, one per line: headings, list items and paragraph lines (a paragraph's
 * lines stay separate; the writers put one paragraph on one line). Rules and tables are left out.
 */
export function markdownBlocks(markdown: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const line of markdown.split(/\r?\n/)) {
    const text = plainLine(line);
    if (text === "" || /^(?:-{3,}|\*{3,}|_{3,})$/.test(text) || text.startsWith("|")) continue;
    const kind: BlockKind = HEADING.test(line)
      ? "heading"
      : LIST_ITEM.test(line)
        ? "item"
        : "paragraph";
    blocks.push({ kind, text });
  }
  return blocks;
}

/** Markdown to running text, one block (paragraph, heading, list item) per line. */
export function markdownToPlainLines(markdown: string): string[] {
  return markdownBlocks(markdown).map((block) => block.text);
}

/** The sentences of one line of running text. */
export function splitLine(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char !== "." && char !== "!" && char !== "?") continue;
    const next = line[index + 1];
    // "4,50." ends, "7.30" and "…" do not; a stop must be followed by a space (or the end).
    if (next !== undefined && next !== " " && next !== '"' && next !== "'" && next !== ")")
      continue;
    if (char === "." && ABBREVIATION_END.test(line.slice(start, index))) continue;
    const after = line.slice(index + 1).trimStart();
    // A lower-case word after the stop continues the sentence ("ca. 20 minuten").
    if (after !== "" && /^[a-zà-ÿ]/.test(after) && char === ".") continue;
    sentences.push(line.slice(start, index + 1).trim());
    start = index + 1;
  }
  const rest = line.slice(start).trim();
  if (rest !== "") sentences.push(rest);
  return sentences.filter((sentence) => /\p{L}/u.test(sentence));
}

/** Every sentence of a post, headings and list items included, in order. */
export function splitSentences(markdown: string): string[] {
  return markdownToPlainLines(markdown).flatMap(splitLine);
}

/** Lower case, accents folded, punctuation dropped, single spaces: the same sentence matches. */
export function normalizeSentence(sentence: string): string {
  return sentence
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function countWords(text: string): number {
  const normalized = normalizeSentence(text);
  return normalized === "" ? 0 : normalized.split(" ").length;
}

/** A 64-bit FNV-1a hash of the normalised sentence, as 16 hex digits (stored per customer). */
export function sentenceFingerprint(sentence: string): string {
  const text = normalizeSentence(sentence);
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = 0xffffffffffffffffn;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * prime) & mask;
  }
  return hash.toString(16).padStart(16, "0");
}

/** Fingerprints of a post's sentences long enough to count as repeats. */
export function repeatableFingerprints(markdown: string, minWords = REPEAT_MIN_WORDS): string[] {
  return [
    ...new Set(
      splitSentences(markdown)
        .filter((sentence) => countWords(sentence) >= minWords)
        .map(sentenceFingerprint),
    ),
  ];
}

/** The sentences of `markdown` (of minWords or more) whose fingerprint is in `earlier`. */
export function sentencesSeenBefore(
  markdown: string,
  earlier: ReadonlySet<string>,
  minWords = REPEAT_MIN_WORDS,
): string[] {
  return splitSentences(markdown).filter(
    (sentence) => countWords(sentence) >= minWords && earlier.has(sentenceFingerprint(sentence)),
  );
}
