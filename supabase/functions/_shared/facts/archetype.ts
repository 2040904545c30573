/**
 * What kind of business this is (contract/site-facts.ts BusinessArchetype), for the built-in
 * writer's sections and the checker's off-type phrases. The finer sector the customer typed
 * decides when it names a kind ("Bakkerij"); otherwise the business name, description and
 * offerings, the facts found on the site and its page titles vote, with the ten-group sector as a
 * weak vote and the answer when nothing else says anything. So a bakery filed under "Horeca" is still a
 * bakery, not a restaurant with guests.
 */
import {
  type BusinessArchetype,
  SECTOR_ARCHETYPES,
  type SiteFact,
} from "../contract/site-facts.ts";
import { ANIMAL_WORDS, ARCHETYPE_WORDS } from "./archetype-words.ts";

export interface ArchetypeProfile {
  sector: string;
  sectorDetail?: string | null;
  businessName?: string | null;
  description?: string | null;
  offerings?: readonly string[];
}

type Kind = keyof typeof ARCHETYPE_WORDS;
const KINDS = Object.keys(ARCHETYPE_WORDS) as Kind[];

function words(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

function matches(stem: string, tokens: string[], joined: string): boolean {
  if (stem.includes(" ")) return ` ${joined} `.includes(` ${stem}`);
  if (stem.length <= 3) return tokens.includes(stem);
  if (stem.length === 4) return tokens.some((token) => token.startsWith(stem));
  return tokens.some((token) => token.includes(stem));
}

/** How many of each kind's words a text uses (each word once). */
export function archetypeHits(text: string): Map<Kind, number> {
  const tokens = words(text);
  const joined = tokens.join(" ");
  const hits = new Map<Kind, number>();
  for (const kind of KINDS) {
    const count = ARCHETYPE_WORDS[kind].filter((stem) => matches(stem, tokens, joined)).length;
    if (count > 0) hits.set(kind, count);
  }
  return hits;
}

/** The kind with the most hits, or null when none or when two lead equally. */
function leader(scores: Map<Kind, number>): Kind | null {
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0) return null;
  if (ranked.length > 1 && ranked[0]![1] === ranked[1]![1]) return null;
  return ranked[0]![0];
}

/** The finer sector or the name names animals, or the site does in three or more facts. */
function worksWithAnimals(profile: ArchetypeProfile, facts: readonly SiteFact[]): boolean {
  const names = (text: string | null | undefined) => {
    const tokens = words(text ?? "");
    return ANIMAL_WORDS.some(
      (word) => tokens.includes(word) || tokens.some((t) => t.startsWith(word) && word.length >= 6),
    );
  };
  if (names(profile.sectorDetail) || names(profile.businessName)) return true;
  const visible = facts.filter((fact) => !fact.hidden);
  return visible.filter((fact) => names(`${fact.name ?? ""} ${fact.text}`)).length >= 3;
}

export function archetypeOf(
  profile: ArchetypeProfile,
  facts: readonly SiteFact[] = [],
): BusinessArchetype {
  const fallback = SECTOR_ARCHETYPES[profile.sector as keyof typeof SECTOR_ARCHETYPES] ?? "other";
  if (worksWithAnimals(profile, facts)) return "other";
  const detail = leader(archetypeHits(profile.sectorDetail ?? ""));
  if (detail) return detail;

  const scores = new Map<Kind, number>();
  const vote = (text: string | null | undefined, weight: number) => {
    if (!text) return;
    // A text votes for each kind it names, at most twice: a long text does not outvote the name.
    for (const [kind, count] of archetypeHits(text)) {
      scores.set(kind, (scores.get(kind) ?? 0) + weight * Math.min(count, weight < 1 ? 1 : 2));
    }
  };
  vote(profile.sectorDetail, 3);
  vote(profile.businessName, 3);
  vote(profile.description, 2);
  for (const offering of profile.offerings ?? []) vote(offering, 2);
  // The site: each fact and each page title once ("Menukaart | Restaurant …" says horeca even
  // when the dishes alone look like a food shop's).
  const visible = facts.filter((fact) => !fact.hidden);
  for (const fact of visible) vote(`${fact.name ?? ""} ${fact.question ?? ""} ${fact.text}`, 0.5);
  for (const title of new Set(visible.map((fact) => fact.pageTitle))) vote(title, 1);
  if (fallback !== "other") scores.set(fallback, (scores.get(fallback) ?? 0) + 2);

  const best = leader(scores);
  if (!best) return fallback;
  return scores.get(best)! >= 3 || fallback === "other" ? best : fallback;
}
