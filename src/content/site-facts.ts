import type { SiteFactKind } from "@contract/site-facts";

/**
 * Copy for 'Wat we op je site vonden' in Bedrijfsprofiel: the facts the latest scan found,
 * which the blog writers may use, and the customer's way to hide a wrong one.
 */
export const siteFactsContent = {
  title: "Wat we op je site vonden",
  intro:
    "Alleen deze feiten en je bedrijfsprofiel gebruiken we voor prijzen, openingstijden, plaatsen en andere details in je blogs. Klopt iets niet, of wil je het niet in een artikel? Verberg het; je kunt het altijd weer tonen.",
  scannedAt: (date: string, site: string) => `Gevonden bij de scan van ${site} op ${date}.`,
  summary: (total: number, hidden: number) =>
    `${total} ${total === 1 ? "feit" : "feiten"}${hidden > 0 ? `, waarvan ${hidden} verborgen` : ""}.`,
  loading: "Feiten van je website laden…",
  loadError: "De feiten van je website konden niet worden geladen.",
  retry: "Opnieuw proberen",
  noScan:
    "Zodra de eerste scan van je website klaar is, zie je hier welke producten, prijzen, openingstijden en andere feiten we erop vonden.",
  noFacts:
    "We vonden op je website geen producten, prijzen, openingstijden of andere feiten die we in blogs kunnen gebruiken. Vul hierboven je beschrijving en je producten of diensten in: die gebruiken we dan.",
  kinds: {
    offering: "Producten en diensten",
    price: "Prijzen",
    "opening-hours": "Openingstijden",
    place: "Plaatsen en werkgebied",
    claim: "Over je bedrijf",
    certification: "Keurmerken en erkenningen",
    faq: "Veelgestelde vragen",
    contact: "Contact en bestellen",
  } satisfies Record<SiteFactKind, string>,
  foundOn: "Gevonden op",
  showAll: (count: number) => `Toon alle ${count}`,
  showFewer: "Toon minder",
  hiddenBadge: "Verborgen",
  hide: "Verbergen",
  show: "Tonen",
  hiding: "Verbergen…",
  showing: "Tonen…",
  /** The button's name for screen readers: the visible word and the fact it acts on. */
  actionLabel: (action: string, fact: string) => `${action}: ${fact}`,
  announceHidden: (fact: string) =>
    `Verborgen: ${fact}. Dit feit gebruiken we niet meer in je blogs.`,
  announceShown: (fact: string) => `Weer zichtbaar: ${fact}. Dit feit kan weer in je blogs komen.`,
  saveError: (message: string) => `Dat lukte niet: ${message}`,
} as const;
