import { SECTORS } from "../../../supabase/functions/_shared/contract/onboarding.ts";
import { SECTOR_ARCHETYPES } from "../../../supabase/functions/_shared/contract/site-facts.ts";
import type {
  InternalLink,
  PostBrief,
  WriterProfile,
} from "../../../supabase/functions/_shared/content/types.ts";

export const PROFILE: WriterProfile = {
  businessName: "Van Dijk Installatietechniek",
  websiteUrl: "https://vandijk.nl",
  sector: "Bouw en installatie",
  region: "Utrecht",
  tone: "formal",
  keywords: ["loodgieter utrecht", "lekkage verhelpen", "cv-ketel onderhoud"],
  description: "Installatiebedrijf in Utrecht voor cv-ketels, lekkages en badkamers.",
  offerings: ["Cv-ketel onderhoud", "Lekkage verhelpen", "Badkamers"],
  archetype: "trades",
};

export const BRIEF: PostBrief = {
  topic: "Wat kost een loodgieter in Utrecht?",
  focusKeyword: "loodgieter utrecht",
  secondaryKeywords: ["lekkage verhelpen", "cv-ketel onderhoud"],
};

/** Link titles without "uw"/"je", so the tone tests see only the writer's own words. */
export const LINKS: InternalLink[] = [
  { url: "https://vandijk.nl/", title: "Home" },
  { url: "https://vandijk.nl/lekkage", title: "Lekkage verhelpen | Van Dijk" },
  { url: "https://vandijk.nl/contact", title: "Contact" },
  { url: "https://vandijk.nl/cv-ketel", title: "Onderhoud van de cv-ketel" },
  { url: "https://vandijk.nl/badkamers", title: "Badkamers – Van Dijk" },
];

/** Keywords from one letter pair to the onboarding maximum of 60 characters. */
export const KEYWORDS = [
  "ai",
  "seo",
  "kapper",
  "bruidstaart bestellen",
  "lunchroom utrecht",
  "boekhouder voor zzp'ers in de regio",
  "duurzame verbouwing van een jaren dertig woning met subsidie",
];

const REGIONS = ["Utrecht", "Den Bosch", "Zuid-Limburg", "Regio Groot-Amsterdam en de Zaanstreek"];
const NAMES = [
  "Bakkerij Jansen",
  "De Vries & Zonen",
  "Praktijk voor Fysiotherapie en Manuele Therapie Het Centrum in de binnenstad van Amersfoort B.V.",
];

export interface Case {
  profile: WriterProfile;
  brief: PostBrief;
  links: InternalLink[];
  seed: number;
}

/** Every sector in both tones, with keywords of every length, with and without links. */
export function cases(): Case[] {
  const result: Case[] = [];
  let n = 0;
  for (const sector of SECTORS) {
    for (const tone of ["formal", "informal"] as const) {
      for (let i = 0; i < 3; i++, n++) {
        const keyword = KEYWORDS[n % KEYWORDS.length]!;
        const others = KEYWORDS.filter((k) => k !== keyword);
        result.push({
          profile: {
            businessName: NAMES[n % NAMES.length]!,
            websiteUrl: "https://voorbeeld.nl",
            sector,
            region: REGIONS[n % REGIONS.length]!,
            tone,
            keywords: [keyword, ...others.slice(0, 3)],
            description:
              n % 2 === 0 ? "" : "Een klein bedrijf met persoonlijke aandacht voor elke klant.",
            offerings: [],
            archetype: SECTOR_ARCHETYPES[sector],
          },
          brief: {
            topic:
              n % 2 === 0 ? `${keyword}: tips en aandachtspunten` : "Tips voor het nieuwe seizoen",
            focusKeyword: keyword,
            secondaryKeywords: others.slice(0, n % 4),
          },
          links: n % 3 === 0 ? [] : LINKS.slice(0, 2 + (n % 4)),
          seed: n,
        });
      }
    }
  }
  return result;
}
