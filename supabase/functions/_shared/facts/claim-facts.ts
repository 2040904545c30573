/**
 * What the business says about itself that a post may repeat but never invent: since when it
 * exists, how experienced or big it is, results and ratings, guarantees, awards and what it
 * offers for free (claims), and the quality marks, registers and memberships it names
 * (certifications). One fact per sentence, in the site's words.
 */
import { countWords } from "../text/sentences.ts";
import { candidate, sentencesOf, type FactCandidate } from "./fact-candidate.ts";
import type { ReadPage } from "./page-reader.ts";

const CLAIMS: RegExp[] = [
  /\bsinds\s+(?:19|20)\d{2}\b/i,
  /\b(?:opgericht|gestart|begonnen|geopend)\s+in\s+(?:19|20)\d{2}\b/i,
  /\b(?:al|ruim|meer dan|bijna|ongeveer|over de)\s+\d+\s+jaar\b/i,
  /\b\d+\s+jaar\s+(?:ervaring|actief|in het vak|in bedrijf|lang)\b/i,
  /\b(?:familiebedrijf|familiezaak|generatie)\b/i,
  /\b(?:\d+|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|twaalf|twintig|dertig|veertig|vijftig|honderd)\s+(?:vaste\s+|ervaren\s+|eigen\s+)?(?:medewerkers|collega's|monteurs|instructeurs|fysiotherapeuten|therapeuten|specialisten|adviseurs|bakkers|koks|vestigingen|locaties|winkels|tandartsen|kappers)\b/i,
  /\b(?:meer dan|ruim|al|over de)\s+[\d.]+\s+(?:tevreden\s+)?(?:klanten|leerlingen|cursisten|patiënten|gasten|cliënten|projecten|opdrachtgevers)\b/i,
  /\b\d+(?:[,.]\d+)?\s*(?:%|procent\b).*\b(?:slaag\w*|geslaagd|tevreden|klanten|leerlingen|patiënten)|\bslagingspercentage\b/i,
  /\b(?:gemiddeld|beoordeeld met|waardering|cijfer|score)\b.*\b\d+[,.]\d\b|\b\d[,.]\d\s*(?:sterren|uit 5|\/\s?10)\b/i,
  /\bgarantie|\bgaranderen\b|\bgegarandeerd\b|\bniet goed,? geld terug\b/i,
  /\b(?:award|winnaar|gewonnen|onderscheiding|onderscheiden|uitgeroepen tot|verkozen tot|genomineerd|michelin|bib gourmand|gault|prijswinnend)\b/i,
  /\b(?:gratis|kosteloos|vrijblijvend)\b/i,
];

/** A named quality mark, register or membership, as "name". */
const MARKS =
  /\b(?:Erkend Leerbedrijf|InstallQ|Techniek Nederland|STEK|F-gassen|VCA|KOMO|Kiwa|BIG|KNGF|Kwaliteitsregister Paramedici|SKF|NOAB|NBA|SRA|Register Belastingadviseur|RB|BOVAG|WRM|NVM|VBO|Vastgoedpro|Thuiswinkel Waarborg|Webshop Keurmerk|ISO[- ]?\d{4,5}|KRF|NVvP|ANBOS|SKJ|Qualicert|HKZ|Bouwgarant|Keurslager|Echte Bakker|NVOB|VvAA|NHG|Stichting Garantiefonds)\b/;
const CERTIFICATION =
  /\b(?:keurmerk|gecertificeerd|gecertificeerde|certificering|certificaat|gediplomeerd|gediplomeerde|erkend|erkende|erkenning|geregistreerd|geregistreerde|ingeschreven als|aangesloten bij|lid van|brancheorganisatie|brancheverenigingen?)\b|register\b|-erkend\b/i;

const MIN_WORDS = 3;
const MAX_WORDS = 40;

export function claimFacts(page: ReadPage): FactCandidate[] {
  const facts: FactCandidate[] = [];
  for (const block of page.blocks) {
    if (block.chrome && block.tag !== "p" && block.tag !== "li") continue;
    for (const sentence of sentencesOf(block.text)) {
      const words = countWords(sentence);
      if (words < MIN_WORDS || words > MAX_WORDS || sentence.endsWith("?")) continue;
      const mark = MARKS.exec(sentence)?.[0] ?? null;
      const isClaim = CLAIMS.some((pattern) => pattern.test(sentence));
      if ((mark || CERTIFICATION.test(sentence)) && !/\bsinds|\d+\s+jaar\b/i.test(sentence)) {
        facts.push(
          candidate(page, "certification", { name: mark, text: sentence, chrome: block.chrome }),
        );
      } else if (isClaim) {
        facts.push(candidate(page, "claim", { text: sentence, chrome: block.chrome }));
      }
    }
  }
  return facts;
}
