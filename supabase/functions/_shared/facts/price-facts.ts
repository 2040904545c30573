/**
 * Prices as the site shows them: a table row ("Voorrijkosten | € 45,00"), a list item ("Bossche
 * bol met slagroom € 4,95"), a card whose price stands on its own line under its name ("Pakket
 * Basis … € 1.395"), or a sentence ("Een rijles kost € 59 per les"). Each gets the name of what it
 * is the price of: the words beside the amount, else the card's first line, else the heading above.
 * On an offerings page (or under an offerings heading) a priced item is an offering with its price.
 */
import { countWords } from "../text/sentences.ts";
import { euroAmounts } from "./euro-amounts.ts";
import { candidate, sentencesOf, type FactCandidate } from "./fact-candidate.ts";
import { OFFERING_HEADING } from "./offering-facts.ts";
import type { PageBlock, ReadPage } from "./page-reader.ts";

/** Words next to an amount that say how it is charged, not what it is for. */
const QUALIFIER = String.raw`(?:vanaf|v\.a\.|slechts|maar|nu|voor|per\s+(?:maand|jaar|uur|les|persoon|stuk|kilo|kg|week|dag|nacht|behandeling|zitting|sessie|m2|m²)|p\.p\.|p\/p|pp|incl\.?|inclusief|excl\.?|exclusief|btw|\d+\s*%|totaal|prijs|kosten|kost|is|bedraagt|bij\s+(?:ons|mij))`;
const LEADING = new RegExp(`^(?:${QUALIFIER})(?=\\s|$)`, "i");
const TRAILING = new RegExp(`(?:^|\\s)(?:${QUALIFIER})$`, "i");
const EDGE_PUNCTUATION = /^[\s,.;:()|–—=/-]+|[\s,.;:(|–—=/-]+$/g;

const MAX_NAME_WORDS = 10;

/**
 * Dot leaders between an item and its price ("Herenknippen ........ € 27,50", also with "…",
 * "___" or "---"): one space, so the line is not cut into sentences at the dots.
 */
const LEADER = /\s*(?:\.{3,}|…+|_{3,}|-{3,}|·{3,})\s*/g;

/** Trims qualifiers and punctuation off both ends: "Onderhoudscontract: vanaf" → "Onderhoudscontract". */
function trimEdges(text: string): string {
  let current = text.replace(EDGE_PUNCTUATION, "");
  for (;;) {
    const next = current.replace(LEADING, "").replace(TRAILING, "").replace(EDGE_PUNCTUATION, "");
    if (next === current) return current;
    current = next;
  }
}

/** What the amount is the price of, from the words beside it ("" when it stands alone). */
function labelOf(line: string): string {
  const amount = euroAmounts(line)[0]!;
  const before = trimEdges(line.slice(0, amount.start));
  const after = trimEdges(line.slice(amount.end).replace(/[,;(].*$/, ""));
  return before !== "" ? before : after;
}

/** The card's first line before a price that stands alone, and the lines between them. */
function cardLines(page: ReadPage, index: number): string[] {
  const block = page.blocks[index]!;
  const lines: string[] = [];
  for (let i = index - 1; i >= 0; i -= 1) {
    const before = page.blocks[i]!;
    if (before.container !== block.container || euroAmounts(before.text).length > 0) break;
    lines.unshift(before.text.replace(/\n/g, " "));
    if (before.headingLevel || lines.length >= 3) break;
  }
  return lines;
}

/** A bare amount in a cell whose column header gives the currency: "95,00", "1.250", "35,-". */
const BARE_AMOUNT = /^\d{1,3}(?:\.\d{3})*(?:,\d{2}|,[-–])?$|^\d+(?:,\d{2})?$/;
const CURRENCY_IN_HEADER = /\s*(?:\(\s*(?:€|euro|eur)\s*\)|in\s+(?:€|euro)|€)\s*/gi;

/** Whether two rows' containers (the table, or its thead/tbody) are one table. */
function sameTable(a: PageBlock["container"], b: PageBlock["container"]): boolean {
  const tableOf = (el: PageBlock["container"]) =>
    el.tagName === "table" ? el : (el.parentNode as PageBlock["container"] | null);
  return a === b || tableOf(a) === tableOf(b);
}

/** The header row above a table row with as many cells (no amounts in it), if any. */
function headerRow(page: ReadPage, index: number, cellCount: number): string[] | null {
  const table = page.blocks[index]!.container;
  for (let i = index - 1; i >= Math.max(0, index - 50); i -= 1) {
    const before = page.blocks[i]!;
    if (before.tag !== "tr" || !sameTable(before.container, table)) return null;
    const texts = before.text.split("\n");
    // A header names its columns: no amounts, and no cell that is only a number.
    const names =
      euroAmounts(before.text).length === 0 && !texts.some((t) => /^[\d.,\s–-]+$/.test(t));
    if (texts.length === cellCount && names) return texts;
  }
  return null;
}

/**
 * A table row as one line. Two cells: "Voorrijkosten: € 45,00". More: the first cell names the
 * row and the others follow with their column's header when the table has one ("Basis:
 * Bezoeken per jaar 6, Prijs per maand € 45"), so "per maand" is not lost. A bare amount under a
 * header that names the currency ("Prijs per nacht (€)") is read as euros.
 */
function rowLine(page: ReadPage, index: number): string {
  const cells = page.blocks[index]!.text.replace(LEADER, " ").split("\n");
  const header = headerRow(page, index, cells.length);
  const inEuros = (i: number) =>
    header !== null && /€|\beuro\b/i.test(header[i]!) && BARE_AMOUNT.test(cells[i]!.trim());
  const column = (i: number) => header![i]!.replace(CURRENCY_IN_HEADER, " ").trim();
  const cell = (i: number) => (inEuros(i) ? `€ ${cells[i]!.trim()}` : cells[i]!);
  if (cells.length <= 2) {
    if (cells.length === 2 && inEuros(1)) return `${cells[0]}: ${column(1)} ${cell(1)}`;
    return cells.join(": ");
  }
  const rest = cells
    .slice(1)
    .map((_, i) => (header ? `${column(i + 1)} ${cell(i + 1)}` : cell(i + 1)))
    .join(", ");
  return `${cells[0]}: ${rest}`;
}

/** Headings over a price list whose amounts may go without "€": "Prijslijst", "Menu", "Friet". */
const PRICE_LIST_HEADING = /\b(?:prijs|prijzen|prijslijst|tarie(?:f|ven)|menu|menukaart|kaart)\b/i;
/** A line that ends in a bare amount: "Frikandel speciaal 2,95", "Kapsalon groot 9,50". */
const TRAILING_BARE_AMOUNT = /^(\S.{0,80}?)\s+(\d{1,3},(?:\d{2}|[-–]))$/;

/** The headings a block sits under, nearest first: "Snacks", then "Menu" above it. */
function headingsAbove(page: ReadPage, index: number): string[] {
  const found: string[] = [];
  let level = 7;
  for (let i = index - 1; i >= 0 && level > 1; i -= 1) {
    const before = page.blocks[i]!;
    if (before.chrome || !before.headingLevel || before.headingLevel >= level) continue;
    found.push(before.text);
    level = before.headingLevel;
  }
  return found;
}

/**
 * On a price page or under a price-list heading, the lines of a list that end in a bare amount
 * get their euro sign, as the reader understands them; elsewhere a bare number is not a price.
 */
function withEuroSign(page: ReadPage, index: number, text: string): string {
  const block = page.blocks[index]!;
  const listLike = block.tag === "li" || block.tag === "p" || block.tag === "div";
  const priceContext =
    page.kind === "prices" ||
    isOfferingContext(page, block) ||
    headingsAbove(page, index).some((heading) => PRICE_LIST_HEADING.test(heading));
  if (!listLike || !priceContext) return text;
  return text
    .split("\n")
    .map((line) => {
      const bare = TRAILING_BARE_AMOUNT.exec(line.trim());
      return bare && euroAmounts(line).length === 0 ? `${bare[1]} € ${bare[2]}` : line;
    })
    .join("\n");
}

/**
 * The page a priced card links to (a shop's product page): the one address the card's price
 * and the lines before it share, not a cart or a link with a query.
 */
function cardPage(page: ReadPage, index: number, lines: number): string | undefined {
  const urls = new Set(
    page.blocks
      .slice(index - lines, index + 1)
      .flatMap((block) => block.links.map((link) => link.url))
      .filter((url) => !url.includes("?") && url.replace(/#.*$/, "") !== page.url),
  );
  return urls.size === 1 ? [...urls][0] : undefined;
}

function isOfferingContext(page: ReadPage, block: PageBlock): boolean {
  return page.kind === "offerings" || OFFERING_HEADING.test(block.heading?.text ?? "");
}

export function priceFacts(page: ReadPage): FactCandidate[] {
  const facts: FactCandidate[] = [];
  page.blocks.forEach((block, index) => {
    if (block.chrome || block.headingLevel) return;
    // A table row is one line: "Voorrijkosten: € 45,00".
    const plain = withEuroSign(page, index, block.text.replace(LEADER, " "));
    const lines = block.tag === "tr" ? [rowLine(page, index)] : sentencesOf(plain);
    for (const line of lines) {
      const amount = euroAmounts(line)[0];
      if (!amount) continue;
      const label = labelOf(line);
      let name: string | null;
      let text = line;
      let pageUrl: string | undefined;
      const cells = block.tag === "tr" ? block.text.split("\n") : [];
      if (cells.length > 2 && countWords(cells[0]!) <= MAX_NAME_WORDS) {
        name = trimEdges(cells[0]!) || null;
      } else if (label === "") {
        const card = cardLines(page, index);
        name = card[0] ?? block.heading?.text ?? null;
        text = card.length > 0 ? `${card.join(" – ")} – ${line}` : line;
        pageUrl = cardPage(page, index, card.length);
      } else if (countWords(label) <= MAX_NAME_WORDS) {
        name = label;
      } else {
        name = block.heading?.text ?? page.h1;
      }
      if (!name) continue;
      const kind = isOfferingContext(page, block) && label.length <= 80 ? "offering" : "price";
      facts.push(candidate(page, kind, { name, text, priceCents: amount.cents, pageUrl }));
    }
  });
  return facts;
}
