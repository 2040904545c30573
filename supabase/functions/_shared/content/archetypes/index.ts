/**
 * The built-in writer's content per business archetype (types.ts says what each holds), and
 * the archetype of the profile's coarse sector for profiles that have nothing finer.
 */
import type { BusinessArchetype } from "../../contract/site-facts.ts";
import { BEAUTY } from "./beauty.ts";
import { CARE } from "./care.ts";
import { FOOD_CRAFT } from "./food-craft.ts";
import { HORECA } from "./horeca.ts";
import { OTHER } from "./other.ts";
import { PROFESSIONAL } from "./professional.ts";
import { RETAIL } from "./retail.ts";
import { TECH } from "./tech.ts";
import { TRADES } from "./trades.ts";
import { TRAINING } from "./training.ts";
import type { ArchetypeContent } from "./types.ts";

const CONTENT: Record<BusinessArchetype, ArchetypeContent> = {
  "food-craft": FOOD_CRAFT,
  horeca: HORECA,
  retail: RETAIL,
  trades: TRADES,
  professional: PROFESSIONAL,
  care: CARE,
  beauty: BEAUTY,
  training: TRAINING,
  tech: TECH,
  other: OTHER,
};

export function archetypeContent(archetype: BusinessArchetype): ArchetypeContent {
  return CONTENT[archetype] ?? CONTENT.other;
}
