/**
 * Inline choices in the writer's sentence templates: "[Vers|Ambachtelijk] brood [bak je|maak
 * je] met tijd." is one template with four wordings. A slot written this way offers dozens of
 * sentences from one line of Dutch, which the writer walks in a seeded order until it finds one
 * the customer has not read before (sentence-ledger.ts). An empty choice ("[echt |]") makes a
 * word optional. Choices do not nest; tokens in braces ({k}, {u}) are filled afterwards.
 */
import type { Random } from "../random.ts";

type Part = string | readonly string[];

const cache = new Map<string, readonly Part[]>();

function parse(template: string): readonly Part[] {
  const cached = cache.get(template);
  if (cached) return cached;
  const parts: Part[] = [];
  let rest = template;
  for (let open = rest.indexOf("["); open !== -1; open = rest.indexOf("[")) {
    const close = rest.indexOf("]", open);
    if (close === -1) throw new Error(`Keuze zonder ']' in tekstsjabloon: ${template}`);
    if (open > 0) parts.push(rest.slice(0, open));
    parts.push(rest.slice(open + 1, close).split("|"));
    rest = rest.slice(close + 1);
  }
  if (rest !== "") parts.push(rest);
  cache.set(template, parts);
  return parts;
}

/** How many wordings the template has. */
export function variantCount(template: string): number {
  return parse(template).reduce((n, part) => n * (typeof part === "string" ? 1 : part.length), 1);
}

/** The wording with this index (0 ≤ index < variantCount), choices read as mixed-radix digits. */
export function variantAt(template: string, index: number): string {
  let rest = index;
  let text = "";
  for (const part of parse(template)) {
    if (typeof part === "string") text += part;
    else {
      text += part[rest % part.length]!;
      rest = Math.floor(rest / part.length);
    }
  }
  return text
    .replace(/ {2,}/g, " ")
    .replace(/ ([,.?!:;])/g, "$1")
    .trim();
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const STEPS = [7919, 104_729, 15_485_863];

/**
 * Up to `limit` distinct wordings in a seeded order: a random start and a step coprime with the
 * count visit every wording once without listing them all.
 */
export function* variantsOf(template: string, random: Random, limit = 64): Generator<string> {
  const count = variantCount(template);
  const start = Math.floor(random() * count);
  const step =
    STEPS.map((candidate) => candidate % count).find((s) => s !== 0 && gcd(s, count) === 1) ?? 1;
  for (let i = 0; i < Math.min(count, limit); i++) {
    yield variantAt(template, (start + i * step) % count);
  }
}
