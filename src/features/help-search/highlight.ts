import { normalizeTerm } from "./search-terms";

/** A piece of shown text; `match` pieces are a word the search matched (rendered as <mark>). */
export interface TextPiece {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Splits `text` into pieces, marking each word whose search term is one of `terms` (the terms a
 * result matched, as the index holds them). Comparing terms rather than letters marks every form
 * the search treated as the same word: for "factuur" both "factuur" and "facturen".
 */
export function highlight(text: string, terms: ReadonlySet<string>): TextPiece[] {
  const pieces: TextPiece[] = [];
  let plain = "";
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const term = normalizeTerm(found[0]);
    if (term === null || !terms.has(term)) continue;
    plain += text.slice(last, found.index);
    if (plain) pieces.push({ text: plain, match: false });
    pieces.push({ text: found[0], match: true });
    plain = "";
    last = found.index + found[0].length;
  }
  plain += text.slice(last);
  if (plain) pieces.push({ text: plain, match: false });
  return pieces;
}

const SENTENCE_END = /(?<=[.!?])\s+/;

function matchCount(pieces: TextPiece[]): number {
  return pieces.filter((piece) => piece.match).length;
}

/** Cuts a long sentence to about `maxLength` characters around its first match, with ellipses. */
function around(sentence: string, pieces: TextPiece[], maxLength: number): string {
  if (sentence.length <= maxLength) return sentence;
  let offset = 0;
  for (const piece of pieces) {
    if (piece.match) break;
    offset += piece.text.length;
  }
  const start = Math.max(0, Math.min(offset - maxLength / 3, sentence.length - maxLength));
  // Start and end on a word boundary so no half word is shown.
  const from = start === 0 ? 0 : sentence.indexOf(" ", start) + 1;
  const cut = sentence.slice(from, from + maxLength);
  const to = from + maxLength >= sentence.length ? cut.length : cut.lastIndexOf(" ");
  return `${from > 0 ? "…" : ""}${cut.slice(0, to > 0 ? to : cut.length)}${from + maxLength < sentence.length ? "…" : ""}`;
}

/**
 * The text under a result: the description when it holds a matched word, else the body's sentence
 * with the most matched words (cut to `maxLength` around the first), else the description — so the
 * customer sees why the article was found.
 */
export function snippet(
  description: string,
  body: string,
  terms: ReadonlySet<string>,
  maxLength = 180,
): TextPiece[] {
  const described = highlight(description, terms);
  if (matchCount(described) > 0) return described;
  let best: { sentence: string; pieces: TextPiece[]; count: number } | null = null;
  for (const sentence of body.split(SENTENCE_END)) {
    const pieces = highlight(sentence, terms);
    const count = matchCount(pieces);
    if (count > (best?.count ?? 0)) best = { sentence, pieces, count };
  }
  if (!best) return described;
  return highlight(around(best.sentence, best.pieces, maxLength), terms);
}
