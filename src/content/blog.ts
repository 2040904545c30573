import { articles as blogListing } from "virtual:articles/blog";
import type { Article } from "@/components/marketing/article-card";
import { articleCopy } from "./articles/copy";

/** /blog: hero, labels and a teaser per article under content/blog/, newest first. */
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

/** The cards: the first tag is the category, the description the excerpt. */
export const articles: readonly Article[] = blogListing.map((article) => ({
  href: article.path,
  category: article.tags[0] ?? "",
  date: article.date,
  title: article.title,
  excerpt: article.description,
  author: article.author,
  readTime: articleCopy.blog.readingTime(article.readingMinutes),
}));
