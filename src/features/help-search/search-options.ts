import type { Options } from "minisearch";
import { normalizeTerm, tokenize } from "./search-terms.ts";

/** One help article as the index holds it; all but `text` are also shown in a result. */
export interface HelpSearchDocument {
  slug: string;
  title: string;
  category: string;
  description: string;
  /** The front matter's keywords, joined: the words customers use that the text may not. */
  keywords: string;
  /** The article body as plain text; stored too, for the snippet under a result. */
  text: string;
}

export type HelpSearchStoredFields = Omit<HelpSearchDocument, "keywords">;

/**
 * The index's settings. The build writes the index with them and the browser must load it with
 * the very same ones (MiniSearch does not store functions), so both import them from here.
 *
 * Ranking: a word in the title or the keywords counts most, then the description, then the body.
 * While typing, the last word also matches as the start of a longer word ("factu" finds
 * "facturen"); a word of 4 letters or more may have a typo (one per five letters).
 */
export const helpSearchOptions: Options<HelpSearchDocument> = {
  idField: "slug",
  fields: ["title", "keywords", "description", "text"],
  storeFields: ["slug", "title", "category", "description", "text"],
  tokenize,
  processTerm: normalizeTerm,
  searchOptions: {
    boost: { title: 3, keywords: 3, description: 1.5 },
    prefix: (_term, index, terms) => index === terms.length - 1,
    fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
    maxFuzzy: 2,
    combineWith: "OR",
  },
};

/** How many articles a search shows at most: more would push the page content far down on a phone. */
export const HELP_SEARCH_MAX_RESULTS = 5;
