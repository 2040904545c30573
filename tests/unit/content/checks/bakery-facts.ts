import type { SiteFact } from "../../../../supabase/functions/_shared/contract/site-facts.ts";
import type { CheckerProfile } from "../../../../supabase/functions/_shared/content/checking/types.ts";

/**
 * The facts a scan finds on the sample bakery site (emulator/sample-site/pages.ts), as the
 * fact list stores them: what the checker may treat as backed by the customer's own site.
 */
const SITE = "http://127.0.0.1:54329";

/** A visible site fact of a site at `origin`, found on `path`. */
export function siteFact(
  origin: string,
  id: string,
  kind: SiteFact["kind"],
  text: string,
  path: string,
  extra: Partial<SiteFact> = {},
): SiteFact {
  return {
    id,
    kind,
    text,
    pageUrl: `${origin}${path}`,
    pageTitle: null,
    name: null,
    priceCents: null,
    question: null,
    answer: null,
    hidden: false,
    ...extra,
  };
}

const fact = (...args: [string, SiteFact["kind"], string, string, Partial<SiteFact>?]) =>
  siteFact(SITE, ...args);

export const BAKERY_FACTS: SiteFact[] = [
  fact(
    "f-desem",
    "offering",
    "Volkoren desem, spelt desem en Utrechts roggebrood, elke dag vers.",
    "/assortiment",
    {
      name: "Desembrood",
      pageTitle: "Assortiment brood en banket | Bakkerij De Korenschoof",
    },
  ),
  fact(
    "f-taart",
    "offering",
    "Verjaardagstaart, bruidstaart of fotaart op bestelling.",
    "/taart-bestellen",
    {
      name: "Bruidstaart",
      pageTitle: "Taart bestellen in Utrecht",
    },
  ),
  fact("f-appeltaart", "price", "Appeltaart € 14,50", "/assortiment", {
    name: "Appeltaart",
    priceCents: 1450,
  }),
  fact("f-bestellen", "claim", "Bestel uiterlijk twee dagen van tevoren.", "/taart-bestellen"),
  fact("f-vers", "claim", "Elke ochtend om zes uur staat ons brood vers in de winkel.", "/"),
  fact(
    "f-sinds",
    "claim",
    "Sinds 1987 bakken we in hetzelfde pand aan de Twijnstraat.",
    "/over-ons",
  ),
  fact(
    "f-open",
    "opening-hours",
    "Dinsdag tot en met zaterdag van 7.00 tot 17.00 uur.",
    "/contact",
  ),
  fact("f-utrecht", "place", "Utrecht", "/contact", { name: "Utrecht" }),
  fact("f-tel", "contact", "Twijnstraat 12, 3511 ZL Utrecht — 030 123 45 67", "/contact"),
  fact("f-prijs-verborgen", "price", "Desembrood € 4,25", "/assortiment", {
    name: "Desembrood",
    priceCents: 425,
    hidden: true,
  }),
];

export const BAKERY: CheckerProfile = {
  businessName: "Bakkerij De Korenschoof",
  websiteUrl: `${SITE}/`,
  sector: "Horeca",
  region: "Utrecht",
  tone: "informal",
  keywords: ["bakker utrecht", "desembrood", "bruidstaart utrecht"],
  description: "Ambachtelijke bakkerij in Utrecht: desembrood, banket en taarten op bestelling.",
  offerings: ["Desembrood", "Banket", "Taarten op bestelling"],
  archetype: "food-craft",
};
