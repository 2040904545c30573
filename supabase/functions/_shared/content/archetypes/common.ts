/**
 * Parts every archetype shares word for word, kept once.
 */
import type { TopicTemplate } from "./types.ts";

/** The overview post ("… : alles op een rij"), which fits any kind of business. */
export const GUIDE_TOPIC: TopicTemplate = {
  angle: "gids",
  titles: ["{K}: [alles op een rij|de complete gids]", "{K}: wat {inv:moet} weten?"],
};
