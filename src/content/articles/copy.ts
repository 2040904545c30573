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

const sectionPaths = { blog: paths.blog, guides: paths.guides, help: paths.helpCenter } as const;

/** Home › section › (a help article's category) › the article: what the breadcrumbs show. */
export function articleBreadcrumbs(
  section: keyof typeof sectionPaths,
  title: string,
  between: readonly { label: string; href: string }[] = [],
): { label: string; href?: string }[] {
  return [
    { label: articleCopy.home, href: paths.home },
    { label: articleCopy.sections[section], href: sectionPaths[section] },
    ...between,
    { label: title },
  ];
}
