import { facts } from "./facts";

/** The three how-it-works steps (docs/product.md §1 and §2). `icon` names a marketing icon. */
export const steps = [
  {
    icon: "user-plus",
    title: "Meld je aan",
    description:
      "Kies het pakket dat bij je past en maak binnen een paar minuten je account aan. Je zit nergens aan vast: je betaalt per maand en zegt op wanneer je wilt.",
  },
  {
    icon: "clipboard-list",
    title: "Vertel ons over je bedrijf",
    description:
      "Vul het korte onboardingformulier in: wat je bedrijf doet, het adres van je website en de zoekwoorden waarop je gevonden wilt worden.",
  },
  {
    icon: "sparkles",
    title: "Ontvang elke maand content en rapporten",
    description: `Onze AI schrijft je content en maakt je rapporten, elke maand klaar in je dashboard. Je eerste blogpost en aanbevelingen heb je binnen ${facts.firstContentHours} uur.`,
  },
] as const satisfies ReadonlyArray<{ icon: string; title: string; description: string }>;

/** Section header above the steps on the home page. */
export const stepsSection = {
  eyebrow: "Zo werkt het",
  title: "In drie stappen vindbaar",
  subtitle: "Je bent zo begonnen. Daarna doet Vindbaar het werk, elke maand opnieuw.",
};

/** /how-it-works: the page hero and the heading of its one section. */
export const howItWorksPage = {
  hero: {
    eyebrow: "Hoe het werkt",
    title: "Van aanmelden naar gevonden worden",
    intro: `Je hoeft geen SEO-expert te worden. Je vertelt ons één keer wie je bent en wat je doet; binnen ${facts.firstContentHours} uur staat je eerste content klaar.`,
  },
  section: {
    eyebrow: "Drie stappen",
    title: "Zo regelt Vindbaar je SEO",
    subtitle: `Daarna gaat het vanzelf: elke maand nieuwe blogs, verbeteringen en een overzicht van je resultaten. De meeste klanten zien de eerste resultaten binnen ${facts.resultsWithinDays} dagen.`,
  },
};
