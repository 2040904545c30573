import { hashString, seededRandom } from "../../supabase/functions/_shared/content/random.ts";
import { DUTCH_PLACES } from "../../supabase/functions/_shared/content/keywords/dutch-places.ts";
import { BRAND_SUFFIXES, PREFIXES, QUESTIONS, STATIC_PAGES, SUFFIXES } from "./vocabulary.ts";

/** What the double knows about a test account's website (from the customer's profile). */
export interface PropertyProfile {
  /** The website, e.g. `https://www.bakkerij-jansen.nl/`. */
  siteUrl: string;
  businessName: string;
  region: string;
  keywords: string[];
  /** How many distinct queries the property has (the long tail's length). */
  queryCount: number;
}

/**
 * The fixed part of a property's data: its queries, pages and each query's character (how often
 * it is searched, where the site ranks, how that moves). Built once per property from its seed.
 */
export interface PropertyUniverse {
  seed: number;
  origin: string;
  pages: string[];
  queries: string[];
  /** Per query: the page that ranks, and (after `switchDay`) the page that takes over. */
  page: Uint16Array;
  laterPage: Uint16Array;
  /** Day of the trend cycle from which `laterPage` ranks; -1 = never. */
  switchDay: Int32Array;
  /** Mean daily impressions before day, season and trend factors. */
  volume: Float32Array;
  /** The usual position, and how far it drifts at the top of the trend cycle (negative = climbs). */
  position: Float32Array;
  trend: Float32Array;
  /** Phase of a slow wave in the position (so positions go up and down, not only one way). */
  phase: Float32Array;
  /** Share of mobile impressions. */
  mobile: Float32Array;
  /** Branded queries get clicked far more often at the same position. */
  branded: Uint8Array;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const clean = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** Every candidate query for a keyword, in a fixed order (shuffled per property later). */
function keywordQueries(keyword: string, region: string): string[] {
  const out = [keyword, `${keyword} ${region}`];
  for (const suffix of SUFFIXES) out.push(`${keyword} ${suffix}`, `${keyword} ${suffix} ${region}`);
  for (const prefix of PREFIXES) out.push(`${prefix} ${keyword}`, `${prefix} ${keyword} ${region}`);
  for (const question of QUESTIONS) out.push(question.replace("{k}", keyword));
  for (const town of DUTCH_PLACES) {
    out.push(`${keyword} ${town}`, `${town} ${keyword}`);
    for (const suffix of SUFFIXES)
      out.push(`${keyword} ${suffix} ${town}`, `${town} ${keyword} ${suffix}`);
    for (const prefix of PREFIXES) out.push(`${prefix} ${keyword} ${town}`);
    for (const question of QUESTIONS) out.push(`${question.replace("{k}", keyword)} ${town}`);
  }
  return out;
}

/** "bakkerij utrecht utrecht" or "taart bestellen bestellen": nobody types a word twice. */
const repeatsAWord = (query: string) => {
  const words = query.split(" ");
  return new Set(words).size !== words.length;
};

/** The page a query lands on: brand and contact words on fixed pages, keywords on their page. */
function pageFor(query: string, keywords: string[], pages: string[], brand: string): number {
  if (/openingstijden|adres|telefoonnummer|contact/.test(query)) return pages.indexOf("/contact");
  if (brand && query.startsWith(brand)) return 0;
  if (/prijs|prijzen|kosten|wat kost|goedkoop|aanbieding/.test(query)) {
    return pages.indexOf("/prijzen");
  }
  const index = keywords.findIndex((keyword) => query.includes(keyword));
  if (index < 0) return 0;
  const blog = /^(hoe|wat|waar|wanneer|is) |tips|wat is het|zelf doen/.test(query);
  return pages.indexOf(blog ? `/blog/${slug(keywords[index])}` : `/${slug(keywords[index])}`);
}

export function buildUniverse(profile: PropertyProfile): PropertyUniverse {
  // Seeded by the website only: the same site keeps its randomness when the keywords change.
  const seed = hashString(profile.siteUrl);
  const next = seededRandom(seed);
  const origin = profile.siteUrl.replace(/\/+$/, "");
  const keywords = [...new Set(profile.keywords.map(clean).filter(Boolean))];
  const region = clean(profile.region) || "nederland";
  const brand = clean(profile.businessName);
  const pages = [
    ...STATIC_PAGES,
    ...keywords.flatMap((keyword) => [`/${slug(keyword)}`, `/blog/${slug(keyword)}`]),
  ];

  const candidates = new Set<string>();
  if (brand) for (const suffix of BRAND_SUFFIXES) candidates.add(clean(`${brand} ${suffix}`));
  const perKeyword = keywords.map((keyword) => keywordQueries(keyword, region));
  // Interleave the keywords so a short list still covers each of them.
  for (let i = 0; perKeyword.some((list) => i < list.length); i++) {
    for (const list of perKeyword) {
      if (i < list.length && !repeatsAWord(clean(list[i]))) candidates.add(clean(list[i]));
    }
  }
  // A few head terms first, then the tail in a property-specific order.
  const all = [...candidates];
  const head = all.slice(0, BRAND_SUFFIXES.length + keywords.length * 2);
  const tail = all.slice(head.length);
  for (let i = tail.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [tail[i], tail[j]] = [tail[j], tail[i]];
  }
  const queries = [...head, ...tail].slice(0, Math.max(1, profile.queryCount));

  const n = queries.length;
  const universe: PropertyUniverse = {
    seed,
    origin,
    pages: pages.map((path) => `${origin}${path}`),
    queries,
    page: new Uint16Array(n),
    laterPage: new Uint16Array(n),
    switchDay: new Int32Array(n),
    volume: new Float32Array(n),
    position: new Float32Array(n),
    trend: new Float32Array(n),
    phase: new Float32Array(n),
    mobile: new Float32Array(n),
    branded: new Uint8Array(n),
  };
  for (let i = 0; i < n; i++) {
    const query = queries[i];
    const branded = brand !== "" && query.startsWith(brand);
    const page = Math.max(0, pageFor(query, keywords, pages, brand));
    universe.page[i] = page;
    universe.branded[i] = branded ? 1 : 0;
    // A long tail: volume falls with rank (Zipf-like), with some noise per query.
    universe.volume[i] = (60 / Math.pow(i + 1, 1.05)) * (0.5 + next());
    universe.position[i] = branded ? 1 + next() * 0.6 : 2 + Math.pow(next(), 1.4) * 55;
    universe.trend[i] = branded ? 0 : (next() - 0.6) * 14;
    universe.phase[i] = next() * Math.PI * 2;
    universe.mobile[i] = 0.45 + next() * 0.3;
    // One in ten non-brand queries moves to another page during the history (e.g. a new post).
    const moves = !branded && next() < 0.1;
    universe.switchDay[i] = moves ? Math.floor(next() * 1100) : -1;
    universe.laterPage[i] = moves ? Math.floor(next() * pages.length) : page;
  }
  return universe;
}
