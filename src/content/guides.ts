import { articles as guideListing } from "virtual:articles/guides";
import type { Guide, GuideCardLabels } from "@/components/marketing/guide-card";

/** /guides: a card per guide under content/guides/. "Beginner" is the green level. */
export const guidesPage = {
  hero: {
    eyebrow: "Gidsen",
    title: "Stap voor stap beter vindbaar",
    intro:
      "Praktische SEO-gidsen die je in één sessie doorloopt. Begin bij de basis of duik dieper in lokale en technische SEO.",
  },
  section: {
    title: "Alle gidsen",
    subtitle:
      "Elke gids vermeldt hoe lang hij duurt, voor welk niveau hij bedoeld is en uit hoeveel stappen hij bestaat.",
  },
  labels: {
    duration: "Duur",
    difficulty: "Niveau",
    steps: "Stappen",
  } satisfies GuideCardLabels,
} as const;

export const guides: readonly Guide[] = guideListing.map((guide) => ({
  href: guide.path,
  title: guide.title,
  description: guide.description,
  duration: guide.duration,
  difficulty: guide.difficulty,
  steps: guide.steps.length,
}));
