/**
 * A draft read once for all checks: its blocks (headings, paragraphs, list items) and their
 * sentences, each with its normalised words. The H1 is the title and counts as a heading.
 */
import { listOf } from "../../contract/plans.ts";
import { type BlockKind, markdownBlocks, splitLine } from "../../text/sentences.ts";
import { displayWords, words } from "./keyword-forms.ts";

export interface DraftSentence {
  text: string;
  kind: BlockKind;
  /** Index of its block, so sentences of one paragraph can be told apart from the next. */
  block: number;
  words: string[];
  /** `words` with their accents, index for index, for quoting back. */
  display: string[];
}

export interface DraftText {
  sentences: DraftSentence[];
  /** Words of the whole article, headings included. */
  wordCount: number;
}

export function readDraft(markdown: string): DraftText {
  const sentences = markdownBlocks(markdown).flatMap((block, index) =>
    splitLine(block.text).map((text) => ({
      text,
      kind: block.kind,
      block: index,
      words: words(text),
      display: displayWords(text),
    })),
  );
  return {
    sentences: sentences.filter((sentence) => sentence.words.length > 0),
    wordCount: sentences.reduce((sum, sentence) => sum + sentence.words.length, 0),
  };
}

/** Running text: what a reader reads as sentences (not headings). */
export function runningText(text: DraftText): DraftSentence[] {
  return text.sentences.filter((sentence) => sentence.kind !== "heading");
}

/** “a”, “b” en “c” — at most `max`, then how many more. */
export function quoteList(items: readonly string[], max = 3): string {
  // A quoted sentence loses its full stop: the list's own punctuation follows.
  const quoted = items.slice(0, max).map((item) => `“${item.replace(/\.$/, "")}”`);
  const rest = items.length - quoted.length;
  if (rest > 0) quoted.push(`nog ${rest} andere`);
  return listOf(quoted);
}
