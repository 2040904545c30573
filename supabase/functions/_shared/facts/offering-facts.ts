/**
 * What the business offers, read from the visible pages: a page of its own under an offerings
 * section (/diensten/lekkage-verhelpen), a page its menu links to that is not a practical page
 * (/faalangst), the headings of an offerings page (/assortiment: "Desembrood", "Banket"), and the
 * headings and links under an offerings heading elsewhere ("Onze diensten" on the home page).
 * Priced items on such pages are read by price-facts.ts.
 */
import { attr } from "../seo/dom.ts";
import { countWords } from "../text/sentences.ts";
import { euroAmounts } from "./euro-amounts.ts";
import { candidate, sentencesOf, type FactCandidate } from "./fact-candidate.ts";
import { OFFERING_SECTION } from "./page-kind.ts";
import type { PageBlock, ReadPage } from "./page-reader.ts";

/** A heading over a list of what the business offers. */
export const OFFERING_HEADING =
  /\b(?:diensten|aanbod|assortiment|behandelingen|producten|specialiteiten|specialisaties|werkzaamheden|pakketten|lespakketten|cursussen|trainingen|opleidingen|workshops|menukaart|gerechten|arrangementen|collectie|expertise|oplossingen|vakgebieden|kamers|accommodaties?|appartementen|vakantiehuizen|lessen|abonnementen)\b|\bwat (?:wij|we|ik) (?:voor (?:u|je|jou) )?(?:doen|doe|bieden|bied|maken|maak|verkopen)\b|\bwaarmee (?:wij|we|ik) (?:u |je |jou )?(?:helpen|help)\b/i;

/** Headings that are about the site or the business, not something it offers. */
const GENERIC_HEADING =
  /^(?:onze|ons|over|waarom|welkom|contact|openingstijden|adres|route|nieuws|blog|reviews?|recensies|ervaringen|veelgestelde|faq|meer|bekijk|neem|bel|mail|volg|tarieven|prijzen|prijslijst|team|werkwijze|hoe|wat|wie|wanneer|waar|kwaliteit|vacatures?|afspraak|reserveren|home|praktische|informatie|algemeen|kosten|vergoeding|betalen|bestellen|zo werkt|in het kort|inhoud|lees)\b/i;

/** Top-level pages in the menu that are practical, not an offering. */
const PRACTICAL_PAGE =
  /^(?:werkgebied|reserveren|reserveer|reservering|afspraak|afspraak-maken|route|vacatures?|werken-bij|team|werkwijze|links|zoeken|inloggen|login|mijn-account|account|winkelwagen|winkelmand|checkout|afrekenen|bestellen|offerte|offerte-aanvragen|nieuwsbrief|reviews|ervaringen|recensies|projecten|portfolio|referenties|klanten|partners|downloads|agenda|evenementen|fotos|foto-s|galerij|media|pers|aanmelden|inschrijven|openingstijden|locaties?|vestigingen)$/;

const cleanName = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/[:.!]+$/, "")
    .trim();

const isStatement = (sentence: string) => !sentence.endsWith("?") && countWords(sentence) >= 5;

/** The first plain statement of the page's own content, for an offering's description. */
function firstStatement(page: ReadPage): string | null {
  const h1 = page.blocks.findIndex((block) => block.tag === "h1" && !block.chrome);
  for (const block of page.blocks.slice(Math.max(h1, 0))) {
    if (block.chrome || block.headingLevel || block.links.length > 0) continue;
    const sentence = sentencesOf(block.text).find(isStatement);
    if (sentence) return sentence;
  }
  return page.description ? (sentencesOf(page.description).find(isStatement) ?? null) : null;
}

/** The blocks under a heading, up to the next heading of the same or a higher rank. */
function blocksUnder(page: ReadPage, index: number): PageBlock[] {
  const heading = page.blocks[index]!;
  const under: PageBlock[] = [];
  for (const block of page.blocks.slice(index + 1)) {
    if (block.chrome) continue;
    if (block.headingLevel && block.headingLevel <= heading.headingLevel!) break;
    under.push(block);
  }
  return under;
}

function ownPageOffering(page: ReadPage): FactCandidate[] {
  const path = new URL(page.url).pathname.replace(/\/+$/, "");
  const inMenu = page.menuLinks.some((link) => new URL(link).pathname.replace(/\/+$/, "") === path);
  const segment = path.split("/").filter(Boolean).at(-1)?.toLowerCase() ?? "";
  const qualifies =
    page.kind === "offering" ||
    (page.kind === "other" &&
      inMenu &&
      path.split("/").filter(Boolean).length === 1 &&
      !PRACTICAL_PAGE.test(segment));
  const name = page.h1 ?? page.title?.split(/\s[|–—-]\s/)[0] ?? null;
  if (!qualifies || !name || countWords(name) > 8) return [];
  return [
    candidate(page, "offering", {
      name: cleanName(name),
      text: firstStatement(page) ?? cleanName(name),
      ownPage: true,
    }),
  ];
}

const isOfferingHeading = (text: string | undefined) =>
  text !== undefined && (OFFERING_HEADING.test(text) || OFFERING_SECTION.test(text.toLowerCase()));

function headingOfferings(page: ReadPage): FactCandidate[] {
  const facts: FactCandidate[] = [];
  page.blocks.forEach((block, index) => {
    if (block.chrome || !block.headingLevel || block.headingLevel < 2) return;
    const name = cleanName(block.text);
    const parent = block.heading;
    const underOfferings =
      isOfferingHeading(parent?.text) ||
      (page.kind === "offerings" && (parent === null || parent.level === 1));
    if (!underOfferings || name.endsWith("?") || GENERIC_HEADING.test(name)) return;
    if (countWords(name) > 8 || euroAmounts(name).length > 0) return;
    // In a card (heading and text share an element) only the card's own text describes it.
    const all = blocksUnder(page, index);
    const inCard = all[0]?.container === block.container;
    const under = inCard ? all.filter((b) => b.container === block.container) : all;
    const firstPriced = under.findIndex((b) => euroAmounts(b.text).length > 0);
    const description = (firstPriced === -1 ? under : under.slice(0, firstPriced))
      .filter((b) => !b.headingLevel)
      .flatMap((b) => sentencesOf(b.text))
      .find(isStatement);
    // A bare heading over priced items ("Lunch", "Dessert") is a section: its items are the
    // offerings. One that first says what it is ("Desembrood: volkoren, spelt …") is one itself.
    if (!description && firstPriced !== -1) return;
    // The heading's own link, else the card's one link ("Lees meer").
    const cardLinks = inCard ? [...new Set(under.flatMap((b) => b.links.map((l) => l.url)))] : [];
    const link = block.links[0] ?? (cardLinks.length === 1 ? { url: cardLinks[0]! } : undefined);
    const anchor = attr(block.container, "id");
    const pageUrl = link?.url ?? (anchor ? `${page.url.replace(/#.*$/, "")}#${anchor}` : page.url);
    facts.push(
      candidate(page, "offering", {
        name,
        text: description ?? name,
        pageUrl,
        ownPage: pageUrl !== page.url,
      }),
    );
  });
  return facts;
}

/** A list item, also one whose text sits in a <p> inside the <li>. */
const isListItem = (block: PageBlock) => block.tag === "li" || block.container.tagName === "li";

/**
 * The short line right above a list that page builders style as a heading without making it one
 * ("<p>Wat we doen</p><ul>…"), or null.
 */
function pseudoHeadingAbove(page: ReadPage, index: number): string | null {
  let i = index - 1;
  while (i >= 0 && isListItem(page.blocks[i]!)) i -= 1;
  const above = page.blocks[i];
  if (!above || above.headingLevel || above.chrome) return null;
  const text = above.text.trim();
  return countWords(text) <= 6 && !/[.!?:;,]$/.test(text) ? text : null;
}

/** List items under an offerings heading: a link to the offering's page, or a short name. */
function listOfferings(page: ReadPage): FactCandidate[] {
  return page.blocks.flatMap((block, index) => {
    if (block.chrome || !isListItem(block)) return [];
    const underOfferings =
      page.kind === "offerings" ||
      isOfferingHeading(block.heading?.text) ||
      isOfferingHeading(pseudoHeadingAbove(page, index) ?? undefined);
    if (!underOfferings) return [];
    const name = cleanName(block.text.replace(/\n/g, " "));
    if (countWords(name) > 6 || euroAmounts(name).length > 0 || GENERIC_HEADING.test(name))
      return [];
    const link = block.links.length === 1 ? block.links[0]! : null;
    const pageUrl = link && cleanName(link.text) === name ? link.url : page.url;
    return [
      candidate(page, "offering", { name, text: name, pageUrl, ownPage: pageUrl !== page.url }),
    ];
  });
}

export function offeringFacts(page: ReadPage): FactCandidate[] {
  return [...ownPageOffering(page), ...headingOfferings(page), ...listOfferings(page)];
}
