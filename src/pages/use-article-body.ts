import { type ComponentType, useEffect, useState } from "react";
import { useParams } from "react-router-dom";
import type { ArticleBody, ArticleKind, ArticleListing } from "@/content/articles/types";

/**
 * Each article's text, once loaded: an article page renders from here synchronously, so a page
 * whose text was loaded before hydration (or prerendering) renders in one pass. `null` = no such
 * article.
 */
const bodies = new Map<string, ArticleBody | null>();
type BodyLoader = (slug: string) => Promise<ArticleBody | undefined>;

const keyOf = (kind: ArticleKind, slug: string) => `${kind}/${slug}`;

/** The last path segment of an article address: "/blog/x" → "x". */
export function slugFromPathname(pathname: string): string {
  return pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}

/** Loads an article's text into the cache (before the page renders it). */
export async function prepareArticleBody(
  kind: ArticleKind,
  slug: string,
  load: BodyLoader,
): Promise<void> {
  const key = keyOf(kind, slug);
  if (!bodies.has(key)) bodies.set(key, (await load(slug)) ?? null);
}

export type ArticleBodyState = ArticleBody | "loading" | "missing" | "failed";

/**
 * The article's text: from the cache, else loaded now (a client-side visit, e.g. a related
 * article's link).
 */
export function useArticleBody(
  kind: ArticleKind,
  slug: string,
  load: BodyLoader,
): ArticleBodyState {
  const key = keyOf(kind, slug);
  const [settled, setSettled] = useState<{ key: string; failed: boolean }>();
  useEffect(() => {
    if (bodies.has(key)) return;
    let current = true;
    prepareArticleBody(kind, slug, load).then(
      () => current && setSettled({ key, failed: false }),
      () => current && setSettled({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key, kind, slug, load]);
  const cached = bodies.get(key);
  if (cached) return cached;
  if (cached === null) return "missing";
  return settled?.key === key && settled.failed ? "failed" : "loading";
}

/**
 * A page loader's helper: loads the text of the article at `pathname` into the cache, then answers
 * the page, so prerendering and hydration render it in one pass.
 */
export async function preparedArticlePage(
  kind: ArticleKind,
  pathname: string,
  load: BodyLoader,
  Page: ComponentType,
): Promise<ComponentType> {
  await prepareArticleBody(kind, slugFromPathname(pathname), load);
  return Page;
}

/** The article the address names (the route's :slug) with its text, or null when there is none. */
export function useArticleAtAddress<L extends ArticleListing>(
  kind: ArticleKind,
  articles: readonly L[],
  load: BodyLoader,
): { article: L; text: Exclude<ArticleBodyState, "missing"> } | null {
  const { slug = "" } = useParams();
  const article = articles.find((candidate) => candidate.slug === slug);
  const text = useArticleBody(kind, slug, load);
  return article && text !== "missing" ? { article, text } : null;
}
