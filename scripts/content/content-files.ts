/**
 * Reads the Markdown under content/ for the build (pages, feed, search index) and for the test
 * that holds the articles to the code. Node only.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { markdownToHtml } from "../../supabase/functions/_shared/content/markdown.ts";
import { type FrontMatter, splitFrontMatter } from "./front-matter.ts";

export const contentRoot = resolve(import.meta.dirname, "../../content");

export interface ContentFile {
  /** Path from content/, e.g. "help/getting-started/account-aanmaken.md". */
  path: string;
  meta: FrontMatter;
  body: string;
}

export type ContentFolder = "help" | "blog" | "guides";

export function readContentFile(absolutePath: string): ContentFile {
  const path = relative(contentRoot, absolutePath);
  return { path, ...splitFrontMatter(readFileSync(absolutePath, "utf8"), path) };
}

/** Every Markdown file under content/<folder>/, sorted by path. */
export function markdownFilesUnder(folder: ContentFolder): ContentFile[] {
  return readdirSync(join(contentRoot, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => readContentFile(join(contentRoot, folder, name)));
}

export function decodeEntities(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The body as plain text (code blocks, such as Mermaid diagrams, left out). */
export function plainText(body: string): string {
  return decodeEntities(
    markdownToHtml(body)
      .replace(/<pre>[\s\S]*?<\/pre>/g, " ")
      .replace(/<[^>]+>/g, " "),
  );
}
