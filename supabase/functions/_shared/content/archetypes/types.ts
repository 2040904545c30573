/**
 * What the built-in writer knows about one kind of business (contract/site-facts.ts
 * BUSINESS_ARCHETYPES): the words for its readers and its work, the advice sections that fit
 * it, its frequently asked questions and checklist, and the kinds of topic the planner offers.
 * A bakery gets "bestellen en ophalen" and "vers brood herkennen", a plumber "de offerte" and
 * "onderhoud": advice for one kind never appears in another's posts.
 *
 * Every text is Dutch with tokens (tone.ts for the forms of address, the writer for the rest)
 * and inline choices ("[vers|ambachtelijk]", variety/variants.ts). Nothing here states a figure,
 * a price, a year, a guarantee or a quality mark: specifics come only from the site's facts.
 *
 * Tokens the writer fills: {k}/{K} the focus keyword as a phrase ("bakker in Utrecht"),
 * {een:k}/{Een:k} with its article; {product}/{Product} and {een:product} the offering the post
 * is about; {bedrijf}, {regio}; and the archetype's own words {klanten}/{Klanten},
 * {aanbieder}, {aanbod}, {beginnen}, {bezoek}.
 */

/** One sentence (or heading, or list item): alternatives, each with [a|b] choices. */
export type Slot = readonly string[];

export type Block =
  /** A paragraph: one sentence per slot, each a wording the customer has not read before. */
  | { p: readonly Slot[] }
  | { h3: Slot }
  /** A bullet list of `take` items, in a seeded order. */
  | { ul: readonly Slot[]; take: number };

export interface SectionTemplate {
  id: string;
  /** Words in a topic that ask for this section first ("bestellen", "kost"). */
  topic?: RegExp;
  headings: Slot;
  /** How the introduction names the section: "hoe {u} goed brood herkent". */
  summary: string;
  blocks: readonly Block[];
}

export interface ArchetypeWords {
  /** The readers, plural: "klanten", "gasten", "cliënten", "cursisten". */
  klanten: string;
  /** Whom the reader chooses, singular without article: "vakwinkel", "installateur". */
  aanbieder: string;
  /** What the business offers, with possessive: "ons assortiment", "onze behandelingen". */
  aanbod: string;
  /** How a reader starts, an infinitive phrase: "bestellen", "een afspraak maken". */
  beginnen: string;
  /** The first visit, with article: "een bezoek aan de winkel", "de eerste afspraak". */
  bezoek: string;
  /** Where facts about places apply: "U vindt ons in", "We werken in". */
  plaatsZin: string;
}

export interface FaqTemplate {
  q: Slot;
  a: readonly Slot[];
}

export interface TopicTemplate {
  /** The kind of post ("kiezen", "bestellen", "kosten"); 'Ander onderwerp' changes it. */
  angle: string;
  /** Titles with {k}/{K} (the focus keyword as a phrase) and tone tokens. */
  titles: readonly string[];
  /** Only offered when the site shows prices (a costs post without prices says nothing). */
  needsPrices?: boolean;
}

export interface ArchetypeContent {
  words: ArchetypeWords;
  /** The first body section: its heading carries the focus keyword. */
  opening: SectionTemplate;
  /** Advice sections: the ones the topic asks for first, then others in a seeded order. */
  sections: readonly SectionTemplate[];
  /** The sentences after the keyword in the first paragraph. */
  intro: readonly Slot[];
  faq: readonly FaqTemplate[];
  checklist: readonly Slot[];
  /** The conclusion's sentences after its first (which names the keyword). */
  conclusion: readonly Slot[];
  topics: readonly TopicTemplate[];
}
