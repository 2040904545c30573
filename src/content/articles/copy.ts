import { paths } from "@/config/paths";

/** The Dutch labels around the article pages' text (the texts themselves are in content/). */
export const articleCopy = {
  breadcrumbLabel: "Kruimelpad",
  home: "Home",
  sections: { blog: "Blog", guides: "Gidsen", help: "Helpcentrum" },
  loading: "Artikel laden…",
  failed:
    "Dit artikel kon niet worden geladen. Controleer je verbinding en laad de pagina opnieuw.",
  blog: {
    by: "Door",
    published: "Gepubliceerd op",
    readingTime: (minutes: number) => `${minutes} min leestijd`,
    tags: "Onderwerpen",
    related: "Lees ook",
    feedTitle: "Vindbaar Blog (Atom-feed)",
  },
  guide: {
    duration: "Duur",
    difficulty: "Niveau",
    steps: "Stappen",
    overview: "De stappen in deze gids",
    more: "Meer gidsen",
  },
  help: {
    category: "Categorie",
    updated: "Bijgewerkt op",
    related: (category: string) => `Meer over ${category}`,
    contactTitle: "Staat je antwoord er niet bij?",
    contactText:
      "Ons supportteam helpt je graag verder. We reageren op werkdagen binnen één werkdag.",
    contactLabel: "Neem contact op met support",
    contactHref: paths.contact,
  },
} as const;
