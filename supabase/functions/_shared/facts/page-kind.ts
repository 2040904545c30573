/**
 * What kind of page an address says it is (home, an overview of offerings, one offering, prices,
 * FAQ, contact, about, articles, legal or other), from its first path segment in Dutch or
 * English; the fact extraction reads each kind for what it holds.
 */
/** What the address of a page says it is about. */
export type PageKind =
  | "home"
  | "offerings" // an overview: /diensten, /assortiment, /behandelingen, /menukaart
  | "offering" // one offering: /diensten/lekkage-verhelpen
  | "prices"
  | "faq"
  | "contact"
  | "about"
  | "articles" // blog and news: general advice, not facts about this business
  | "legal" // privacy, terms, cookies: never read
  | "other";

/** Sections that list what the business offers, as a path segment or in a heading. */
export const OFFERING_SECTION =
  /^(?:diensten|dienst|services|aanbod|assortiment|producten|product|behandelingen|behandeling|therapie[eë]n|specialisaties|specialiteiten|werkzaamheden|lespakketten|pakketten|cursussen|cursus|trainingen|training|opleidingen|workshops|menu|menukaart|kaart|gerechten|arrangementen|collectie|shop|winkel|webshop|categorie|oplossingen|expertise|vakgebieden|praktijkgebieden|kamers|accommodaties?|appartementen|vakantiehuizen|lessen|abonnementen|particulieren|zakelijk|ondernemers)$/;

const PAGE_KIND_BY_SEGMENT: Array<[RegExp, PageKind]> = [
  [/^(?:tarieven|prijzen|prijslijst|kosten|vergoeding(?:en)?(?:-en-tarieven)?|tarief)$/, "prices"],
  [/^(?:veelgestelde-vragen|faq|vragen|veel-gestelde-vragen|vraag-en-antwoord)$/, "faq"],
  [/^(?:contact|contactgegevens|route|openingstijden|locatie|bereikbaarheid)$/, "contact"],
  [/^(?:over-ons|over|wie-zijn-wij|ons-verhaal|team|het-team|over-mij|geschiedenis)$/, "about"],
  [
    /^(?:blog|nieuws|artikelen|artikel|kennisbank|tips|weblog|verhalen|actueel|magazine)$/,
    "articles",
  ],
  [
    /^(?:privacy|privacyverklaring|privacybeleid|cookies|cookiebeleid|cookieverklaring|disclaimer|algemene-voorwaarden|voorwaarden|colofon|sitemap)$/,
    "legal",
  ],
];

export function pageKindOf(url: string): PageKind {
  const segments = new URL(url).pathname
    .toLowerCase()
    .replace(/\.(?:html?|php|aspx?)$/, "")
    .split("/")
    .filter(Boolean);
  if (segments.length === 0 || (segments.length === 1 && /^(?:index|home)$/.test(segments[0]!)))
    return "home";
  const first = segments[0]!;
  for (const [pattern, kind] of PAGE_KIND_BY_SEGMENT) if (pattern.test(first)) return kind;
  if (OFFERING_SECTION.test(first)) return segments.length === 1 ? "offerings" : "offering";
  return "other";
}
