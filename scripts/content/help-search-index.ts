/**
 * The help centre's search index, built from the help articles under content/help/ (Node only:
 * the build writes it as a static file, tests build it to check the ranking).
 */
import { createHash } from "node:crypto";
import MiniSearch from "minisearch";
import {
  helpSearchOptions,
  type HelpSearchDocument,
} from "../../src/features/help-search/search-options.ts";
import { type ContentFile, markdownFilesUnder, plainText } from "./content-files.ts";

function field(file: ContentFile, key: string): string {
  const value = file.meta[key];
  if (typeof value !== "string" || value.trim() === "")
    throw new Error(`${file.path}: the front matter needs "${key}" for the help search`);
  return value;
}

export function helpSearchDocument(file: ContentFile): HelpSearchDocument {
  const keywords = file.meta.keywords;
  return {
    slug: field(file, "slug"),
    title: field(file, "title"),
    category: field(file, "category"),
    description: field(file, "description"),
    keywords: Array.isArray(keywords) ? keywords.join(", ") : "",
    text: plainText(file.body).replace(/\s+/g, " ").trim(),
  };
}

export function buildHelpSearchIndex(
  files: ContentFile[] = markdownFilesUnder("help"),
): MiniSearch<HelpSearchDocument> {
  const index = new MiniSearch<HelpSearchDocument>(helpSearchOptions);
  index.addAll(files.map(helpSearchDocument));
  return index;
}

export interface SerializedHelpSearchIndex {
  json: string;
  /** The index's file under dist/: the name changes with the content, so it can be cached for ever. */
  fileName: string;
}

export function serializeHelpSearchIndex(
  index = buildHelpSearchIndex(),
): SerializedHelpSearchIndex {
  const json = JSON.stringify(index);
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 10);
  return { json, fileName: `assets/help-search-index-${hash}.json` };
}
