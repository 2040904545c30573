/**
 * What a customer has already read: the fingerprints of the sentences of 8+ words in their
 * other posts (the variety store) and in the post being written. The writer asks it before
 * using a wording and records what it used, so no such sentence appears twice in one post or
 * across a customer's posts; when every wording of a slot has been used the slot is left out.
 */
import type { Random } from "../random.ts";
import { shuffle } from "../random.ts";
import {
  countWords,
  REPEAT_MIN_WORDS,
  sentenceFingerprint,
  splitSentences,
} from "../../text/sentences.ts";
import { variantsOf } from "./variants.ts";

/** Within one post, sentences of this many words or more are not repeated either. */
const IN_POST_MIN_WORDS = 4;

export class SentenceLedger {
  readonly #seen: Set<string>;

  constructor(earlier: Iterable<string> = []) {
    this.#seen = new Set(earlier);
  }

  #fingerprints(markdown: string): string[] {
    return splitSentences(markdown)
      .filter((sentence) => countWords(sentence) >= REPEAT_MIN_WORDS)
      .map(sentenceFingerprint);
  }

  /** Shorter sentences (4–7 words) of the post being written: never twice in one post. */
  readonly #inPost = new Set<string>();

  #shortFingerprints(markdown: string): string[] {
    return splitSentences(markdown)
      .filter((sentence) => {
        const words = countWords(sentence);
        return words >= IN_POST_MIN_WORDS && words < REPEAT_MIN_WORDS;
      })
      .map(sentenceFingerprint);
  }

  /**
   * True when no sentence of 8+ words in the text has been used before (nor twice in it) and
   * no shorter sentence of 4+ words ("Daarvoor kun je bij ons terecht.") is already in this post.
   */
  isFresh(markdown: string): boolean {
    const prints = this.#fingerprints(markdown);
    const short = this.#shortFingerprints(markdown);
    return (
      new Set(prints).size === prints.length &&
      prints.every((print) => !this.#seen.has(print)) &&
      new Set(short).size === short.length &&
      short.every((print) => !this.#inPost.has(print))
    );
  }

  record(markdown: string): void {
    for (const print of this.#fingerprints(markdown)) this.#seen.add(print);
    for (const print of this.#shortFingerprints(markdown)) this.#inPost.add(print);
  }

  /**
   * The first fresh wording among the alternatives (each a template with [a|b] choices), tried
   * in a seeded order and filled with `fill`; it is recorded. Null when every wording tried has
   * been used before.
   */
  pick(
    random: Random,
    alternatives: readonly string[],
    fill: (template: string) => string,
  ): string | null {
    for (const template of shuffle(random, alternatives)) {
      for (const wording of variantsOf(template, random)) {
        const text = fill(wording);
        if (!this.isFresh(text)) continue;
        this.record(text);
        return text;
      }
    }
    return null;
  }
}
