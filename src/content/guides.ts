import type { Guide, GuideCardLabels } from "@/components/marketing/guide-card";

/** /guides: three step-by-step guides (docs/product.md §2 "/guides"). "Beginner" is the green level. */
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

export const guides: readonly Guide[] = [
  {
    title: "Je eerste zoekwoordonderzoek",
    description:
      "Ontdek waar je klanten echt op zoeken. Je maakt een lijst met zoekwoorden, schat het zoekvolume in en kiest de onderwerpen voor je eerste blogs.",
    duration: "20 minuten",
    difficulty: "Beginner",
    steps: 5,
  },
  {
    title: "Lokale SEO en je Google Bedrijfsprofiel",
    description:
      "Vul je bedrijfsprofiel volledig in, maak je adresgegevens overal gelijk en zet een vaste routine op voor reviews en berichten.",
    duration: "45 minuten",
    difficulty: "Gevorderd",
    steps: 7,
  },
  {
    title: "Een technische SEO-check van je website",
    description:
      "Controleer laadsnelheid, mobiele weergave, indexering, kopstructuur en interne links, en maak een lijst met verbeterpunten op volgorde van impact.",
    duration: "90 minuten",
    difficulty: "Expert",
    steps: 10,
  },
];
