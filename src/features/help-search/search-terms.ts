/**
 * How the help-centre search turns text into terms. The build (the index) and the browser (the
 * query, the highlighting) run this same code, so a word in an article and the same word typed by a
 * customer always end up as the same term.
 *
 * Deliberately light Dutch matching rather than a full stemmer: case and accents do not count
 * ("beëindigen" = "beeindigen"), a plural or verb ending -en/-s is dropped, a doubled consonant
 * left behind is undoubled ("opzeggen" → "opzeg", so the typo "opzegen" matches too) and long
 * vowels are written single ("factuur" and "facturen" both → "factur"). Small words that every
 * question has ("hoe", "ik", "mijn") are no terms at all, so they neither match every article nor
 * push a real match down.
 */

/** Dutch words too common to tell articles apart. Keep them lower case and without accents. */
const STOP_WORDS = new Set(
  (
    "aan al als bij dan dat de deze die dit door een en er het hoe hun ik in is je jij jouw " +
    "kan kun kunnen me met mij mijn na naar niet nog of om onze ons op te tot u uw van voor " +
    "waar wanneer wat we wel wie wij wil ze zijn zo"
  ).split(" "),
);

/** Letters and digits (any script), the rest separates words. */
const WORD = /[\p{L}\p{N}]+/gu;

/** Splits text into its words, in order (punctuation, hyphens and apostrophes separate). */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

function withoutAccents(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "");
}

/** Drops a plural or verb ending; short words are left alone so "geen" or "les" keep their meaning. */
function stripEnding(word: string): string {
  if (word.length >= 5 && word.endsWith("en")) {
    const stem = word.slice(0, -2);
    // "opzegg" → "opzeg", "prijz" → "prijs", "briev" → "brief": the singular's spelling.
    if (/([b-df-hj-np-tv-z])\1$/.test(stem)) return stem.slice(0, -1);
    if (stem.endsWith("z")) return `${stem.slice(0, -1)}s`;
    if (stem.endsWith("v")) return `${stem.slice(0, -1)}f`;
    return stem;
  }
  // "sleutels", "scans", "keywords"; not after a vowel or j/s ("adres", "prijs", "status").
  if (word.length >= 5 && /[^aeiouyjs]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * One word as a search term, or null for a word that is no term (a stop word, a single letter).
 * Digits stay: "7" is a term, "2026" too.
 */
export function normalizeTerm(word: string): string | null {
  const plain = withoutAccents(word.toLowerCase());
  if (STOP_WORDS.has(plain)) return null;
  if (plain.length < 2 && !/\d/.test(plain)) return null;
  return stripEnding(plain).replace(/([aeiou])\1/g, "$1");
}
