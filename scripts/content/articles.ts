/**
 * The articles under content/ as the site uses them, read once at build time: the listing each
 * overview page and article head needs, and each article's rendered body. The Vite plugin
 * (articles-plugin.ts) turns these into browser modules; the prerender step, the sitemap and the
 * Atom feed read them here. Adding an article is adding a Markdown file: nothing lists them by hand.
 */
import { articlePaths } from "../../src/config/article-paths.ts";
import type {
  ArticleBody,
  ArticleKind,
  ArticleListing,
  BlogListing,
  GuideListing,
  HelpListing,
} from "../../src/content/articles/types";
import { renderArticleMarkdown, type RenderedArticle } from "./article-markdown.ts";
import { type ContentFile, decodeEntities, markdownFilesUnder } from "./content-files.ts";
import type { FrontMatter } from "./front-matter.ts";

export interface BuiltArticle<L extends ArticleListing = ArticleListing> {
  listing: L;
  body: ArticleBody;
  /** The date the page last changed (yyyy-mm-dd): a blog article's date, a help article's update. */
  lastModified?: string;
  /** The body's words (for the reading time and tests). */
  words: number;
}

const SITE_NAME = "Vindbaar";
const MAX_HEAD_TITLE = 60;
/** Words a minute for the reading time: a calm reader of Dutch web text (the cards said 7, 6 and 5 min). */
const WORDS_PER_MINUTE = 180;

function text(meta: FrontMatter, key: string, path: string): string {
  const value = meta[key];
  if (typeof value !== "string" && typeof value !== "number")
    throw new Error(`${path}: front matter "${key}" is missing`);
  return String(value);
}

function list(meta: FrontMatter, key: string, path: string): string[] {
  const value = meta[key];
  if (!Array.isArray(value)) throw new Error(`${path}: front matter "${key}" must be a list`);
  return value;
}

/**
 * The head's title: "<title> | Vindbaar" when that fits in 60 characters, else the title alone,
 * else the front matter's shorter `metaTitle` (a title too long for Google's result fails the build).
 */
export function headTitle(meta: FrontMatter, path: string): string {
  const title = text(meta, "title", path);
  const candidates = [
    `${title} | ${SITE_NAME}`,
    title,
    ...(meta.metaTitle === undefined ? [] : [String(meta.metaTitle)]),
  ];
  const fits = candidates.find((candidate) => candidate.length <= MAX_HEAD_TITLE);
  if (!fits)
    throw new Error(`${path}: title longer than ${MAX_HEAD_TITLE} characters and no metaTitle`);
  return fits;
}

/** "90 minuten" → "PT1H30M", "20 minuten" → "PT20M", "2 uur" → "PT2H". */
export function isoDuration(duration: string, path = "duration"): string {
  const match = /^(\d+)\s*(minuut|minuten|min|uur)$/i.exec(duration.trim());
  if (!match) throw new Error(`${path}: unreadable duration "${duration}"`);
  const minutes = Number(match[1]) * (match[2].toLowerCase() === "uur" ? 60 : 1);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ""}${rest || !hours ? `${rest}M` : ""}`;
}

function plainTextOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

function wordCountOf(rendered: RenderedArticle): number {
  return plainTextOf(rendered.html.replace(/<figure[\s\S]*?<\/figure>/g, " "))
    .split(" ")
    .filter(Boolean).length;
}

/** A step's text for the HowTo markup: the start of its section, at most two sentences. */
function stepText(sectionHtml: string): string {
  const sentences = plainTextOf(sectionHtml.replace(/<figure[\s\S]*?<\/figure>/g, " ")).split(
    /(?<=[.!?:])\s+/,
  );
  return sentences.slice(0, 2).join(" ");
}

function stepTextsOf(rendered: RenderedArticle, anchors: string[]): string[] {
  return anchors.map((anchor) => {
    const start = rendered.html.indexOf(`<h2 id="${anchor}">`);
    const afterHeading = rendered.html.indexOf("</h2>", start) + "</h2>".length;
    const end = rendered.html.indexOf("<h2 ", afterHeading);
    return stepText(rendered.html.slice(afterHeading, end === -1 ? undefined : end));
  });
}

function base(file: ContentFile, kind: ArticleKind, path: string) {
  const slug = text(file.meta, "slug", file.path);
  return {
    slug,
    path,
    title: text(file.meta, "title", file.path),
    headTitle: headTitle(file.meta, file.path),
    description: text(file.meta, "description", file.path),
    kind,
  };
}

function blogArticle(file: ContentFile): BuiltArticle<BlogListing> {
  const rendered = renderArticleMarkdown(file.body, file.path);
  const slug = text(file.meta, "slug", file.path);
  const words = wordCountOf(rendered);
  const date = text(file.meta, "date", file.path);
  return {
    listing: {
      ...base(file, "blog", articlePaths.blog(slug)),
      kind: "blog",
      date,
      author: text(file.meta, "author", file.path),
      authorRole: text(file.meta, "authorRole", file.path),
      tags: list(file.meta, "tags", file.path),
      related: list(file.meta, "related", file.path),
      readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    },
    body: { html: rendered.html, stepTexts: [] },
    lastModified: date,
    words,
  };
}

function guideArticle(file: ContentFile): BuiltArticle<GuideListing> {
  const rendered = renderArticleMarkdown(file.body, file.path);
  const slug = text(file.meta, "slug", file.path);
  const stepNames = list(file.meta, "steps", file.path);
  const steps = stepNames.map((name, index) => {
    const heading = rendered.headings.find(
      (candidate) => candidate.level === 2 && candidate.text === `Stap ${index + 1}: ${name}`,
    );
    if (!heading) throw new Error(`${file.path}: no "## Stap ${index + 1}: ${name}" section`);
    return { name, anchor: heading.id };
  });
  const duration = text(file.meta, "duration", file.path);
  return {
    listing: {
      ...base(file, "guide", articlePaths.guide(slug)),
      kind: "guide",
      duration,
      isoDuration: isoDuration(duration, file.path),
      difficulty: text(file.meta, "difficulty", file.path),
      steps,
    },
    body: {
      html: rendered.html,
      stepTexts: stepTextsOf(
        rendered,
        steps.map((step) => step.anchor),
      ),
    },
    words: wordCountOf(rendered),
  };
}

function helpArticle(file: ContentFile): BuiltArticle<HelpListing> {
  const rendered = renderArticleMarkdown(file.body, file.path);
  const slug = text(file.meta, "slug", file.path);
  const updated = text(file.meta, "updated", file.path);
  return {
    listing: {
      ...base(file, "help", articlePaths.help(slug)),
      kind: "help",
      category: text(file.meta, "category", file.path),
      order: Number(text(file.meta, "order", file.path)),
      updated,
    },
    body: { html: rendered.html, stepTexts: [] },
    lastModified: updated,
    words: wordCountOf(rendered),
  };
}

export interface BuiltArticles {
  /** Newest first. */
  blog: BuiltArticle<BlogListing>[];
  /** In file order. */
  guide: BuiltArticle<GuideListing>[];
  /** By category folder, then `order`. */
  help: BuiltArticle<HelpListing>[];
}

/** Reads and renders every article under content/. */
export function buildArticles(): BuiltArticles {
  const blog = markdownFilesUnder("blog")
    .map(blogArticle)
    .sort((a, b) => b.listing.date.localeCompare(a.listing.date));
  const guide = markdownFilesUnder("guides").map(guideArticle);
  const help = markdownFilesUnder("help")
    .map((file) => ({ folder: file.path.split("/")[1], article: helpArticle(file) }))
    .sort(
      (a, b) =>
        a.folder.localeCompare(b.folder) || a.article.listing.order - b.article.listing.order,
    )
    .map(({ article }) => article);
  return { blog, guide, help };
}

/** Every article page's path with its last change, for the prerender step and the sitemap. */
export function articlePages(articles: BuiltArticles): { path: string; lastModified?: string }[] {
  return [...articles.blog, ...articles.guide, ...articles.help].map((article) => ({
    path: article.listing.path,
    lastModified: article.lastModified,
  }));
}
