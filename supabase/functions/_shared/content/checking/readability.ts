/**
 * Dutch readability with the Flesch-Douma formula (Douma's 1960 adaptation of Flesch's reading
 * ease to Dutch word and sentence lengths):
 *
 *   leesgemak = 206,84 − 0,77 × (lettergrepen per 100 woorden) − 0,93 × (woorden per zin)
 *
 * Douma's table: 60–70 "normaal", 70–80 "tamelijk gemakkelijk", 45–60 "tamelijk moeilijk",
 * below 45 hard. Only running text counts (paragraphs and list items): headings are short by
 * nature and would flatter the score. Syllables are counted by vowel groups, the way Dutch
 * hyphenation mostly splits words; a diaeresis (ideeën, geïnteresseerd) starts a new syllable.
 * Good enough to tell a text of plain sentences from one of long sentences with long words,
 * which is all a target is for.
 */
import { countWords, markdownBlocks, splitLine } from "../../text/sentences.ts";

/** "ij" is one vowel in Dutch; a diaeresis starts a new vowel group. */
const DIAERESIS = /[äëïöü]/;
const VOWEL = /[aeiouyäëïöüáéíóúàèìòùâêîôû]/;
/** Vowel pairs read as two syllables: bi-o-lo-gisch, ja-nu-a-ri, the-a-ter, vi-de-o, vrij-er. */
const HIATUS = new Set(["ia", "io", "iu", "ua", "uo", "ea", "eo", "oa", "ye", "ya", "yo"]);

/** Syllables of one word (at least 1 for a word with letters). */
export function countSyllables(word: string): number {
  const letters = word
    .toLowerCase()
    .replace(/ij/g, "y")
    .replace(/[^\p{L}]/gu, "");
  if (letters === "") return 0;
  let groups = 0;
  let previous = "";
  for (const char of letters) {
    if (VOWEL.test(char)) {
      const inVowels = previous !== "" && VOWEL.test(previous);
      if (!inVowels || DIAERESIS.test(char) || HIATUS.has(previous + char)) groups += 1;
    }
    previous = char;
  }
  return Math.max(1, groups);
}

export interface Readability {
  /** Flesch-Douma reading ease, rounded, within Douma's 0–100 (the formula can leave it). */
  score: number;
  words: number;
  sentences: number;
  /** Mean words per sentence, one decimal. */
  wordsPerSentence: number;
  /** Mean syllables per word, two decimals. */
  syllablesPerWord: number;
}

/** Flesch-Douma of the running text of a post's Markdown; null when it has no sentences. */
export function readabilityOf(markdown: string): Readability | null {
  const sentences = markdownBlocks(markdown)
    .filter((block) => block.kind !== "heading")
    .flatMap((block) => splitLine(block.text))
    .filter((sentence) => countWords(sentence) > 0);
  if (sentences.length === 0) return null;
  const words = sentences.flatMap((sentence) =>
    sentence.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)),
  );
  const syllables = words.reduce(
    (sum, word) => sum + (/\p{L}/u.test(word) ? countSyllables(word) : 1),
    0,
  );
  const wordsPerSentence = words.length / sentences.length;
  const syllablesPerWord = syllables / words.length;
  return {
    score: Math.min(
      100,
      Math.max(0, Math.round(206.84 - 77 * syllablesPerWord - 0.93 * wordsPerSentence)),
    ),
    words: words.length,
    sentences: sentences.length,
    wordsPerSentence: Math.round(wordsPerSentence * 10) / 10,
    syllablesPerWord: Math.round(syllablesPerWord * 100) / 100,
  };
}
