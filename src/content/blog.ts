import type { Article } from "@/components/marketing/article-card";

/** /blog: hero, labels and the three article teasers (docs/product.md §2 "/blog"). */
export const blogPage = {
  hero: {
    eyebrow: "Blog",
    title: "SEO-tips voor ondernemers",
    intro:
      "Praktische artikelen over vindbaarheid in Google, zonder jargon. Geschreven door het Vindbaar-team voor ondernemers, zzp'ers en bureaus.",
  },
  section: {
    title: "Nieuwste artikelen",
    subtitle: "Elke maand nieuwe inzichten over lokale SEO, AI-content en on-page optimalisatie.",
  },
  authorPrefix: "Door",
} as const;

export const articles: readonly Article[] = [
  {
    category: "Lokale SEO",
    date: "2025-05-20",
    title: "Lokale SEO: zo word je gevonden door klanten in je eigen regio",
    excerpt:
      "Zoekt iemand op 'loodgieter Utrecht' of 'kapper in de buurt', dan wil je bovenaan staan. Met een volledig ingevuld Google Bedrijfsprofiel, overal dezelfde naam-, adres- en telefoongegevens en een gestage stroom reviews maak je als lokale ondernemer het grootste verschil.",
    author: "Fatima El Amrani",
    readTime: "7 min leestijd",
  },
  {
    category: "AI-content",
    date: "2025-04-29",
    title: "AI-content die wél scoort in Google: kwaliteit boven kwantiteit",
    excerpt:
      "Google beoordeelt content op behulpzaamheid, niet op wie of wat hem schreef. Lees hoe je AI-teksten aanvult met eigen ervaring, klantvragen en lokale voorbeelden, zodat ze betrouwbaar overkomen en bezoekers echt verder helpen.",
    author: "Sanne de Vries",
    readTime: "6 min leestijd",
  },
  {
    category: "On-page SEO",
    date: "2025-04-08",
    title: "Meta descriptions schrijven die klikken opleveren",
    excerpt:
      "Je meta description is je advertentietekst in de zoekresultaten. Houd hem tussen de 150 en 160 tekens, noem je belangrijkste zoekwoord, beschrijf concreet wat de bezoeker krijgt en sluit af met een duidelijke uitnodiging om te klikken.",
    author: "Daan Bakker",
    readTime: "5 min leestijd",
  },
];
