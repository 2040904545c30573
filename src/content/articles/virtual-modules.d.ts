// The modules scripts/content/articles-plugin.ts makes from the Markdown under content/.
declare module "virtual:articles/blog" {
  import type { ArticleBody, BlogListing } from "@/content/articles/types";
  export const articles: readonly BlogListing[];
  export function loadBody(slug: string): Promise<ArticleBody | undefined>;
}
declare module "virtual:articles/guides" {
  import type { ArticleBody, GuideListing } from "@/content/articles/types";
  export const articles: readonly GuideListing[];
  export function loadBody(slug: string): Promise<ArticleBody | undefined>;
}
declare module "virtual:articles/help" {
  import type { ArticleBody, HelpListing } from "@/content/articles/types";
  export const articles: readonly HelpListing[];
  export function loadBody(slug: string): Promise<ArticleBody | undefined>;
}
