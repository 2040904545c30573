/**
 * Fitting text into the lengths search engines show: whole words only, never a word cut in half.
 */

/** The longest prefix of `text` of at most `max` characters that ends at a word boundary. */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  // A single word longer than `max` cannot end at a boundary: then (only then) cut inside it.
  const words = space > 0 ? cut.slice(0, space) : clean.slice(0, max);
  return words.replace(/[\s,;:–—-]+$/u, "");
}

/**
 * A description of `min`–`max` characters ending with a full stop: the sentences in order while
 * they fit, then the longest filler that still fits until `min` is reached. A first sentence that
 * is too long on its own is cut at a word boundary and closed with a full stop.
 */
export function fitDescription(
  sentences: readonly string[],
  fillers: readonly string[],
  min: number,
  max: number,
): string {
  let text = "";
  const join = (next: string) => (text === "" ? next : `${text} ${next}`);
  for (const sentence of sentences) {
    if (join(sentence).length <= max) text = join(sentence);
    else if (text === "") text = `${truncateAtWord(sentence, max - 1).replace(/[.?!]$/, "")}.`;
  }
  const unused = [...fillers].sort((a, b) => b.length - a.length);
  while (text.length < min) {
    const index = unused.findIndex((filler) => join(filler).length <= max);
    if (index === -1) break;
    text = join(unused[index]!);
    unused.splice(index, 1);
  }
  return text.endsWith(".") ? text : `${text.replace(/[?!]$/, "")}.`;
}
