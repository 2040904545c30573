import MiniSearch from "minisearch";
import { articlePaths } from "@/config/paths";
import { highlight, snippet, type TextPiece } from "./highlight";
import {
  HELP_SEARCH_MAX_RESULTS,
  helpSearchOptions,
  type HelpSearchDocument,
  type HelpSearchStoredFields,
} from "./search-options";

/** One found article, ready to show: the title and snippet with the matched words marked. */
export interface HelpSearchHit {
  slug: string;
  href: string;
  title: TextPiece[];
  category: string;
  snippet: TextPiece[];
}

export interface HelpSearchEngine {
  search: (query: string) => HelpSearchHit[];
}

/**
 * A result scoring under this share of the best one matched only by a stray word or a typo
 * tolerance (e.g. "factuur" in an article about the dashboard): it is left out rather than
 * shown as if it answered the question.
 */
const MIN_SHARE_OF_BEST = 0.1;

/** The search over the index the build wrote (scripts/content/help-search-index.ts). */
export function createHelpSearchEngine(serializedIndex: string): HelpSearchEngine {
  const index = MiniSearch.loadJSON<HelpSearchDocument>(serializedIndex, helpSearchOptions);
  return {
    search(query) {
      const results = index.search(query.trim());
      const best = results[0]?.score ?? 0;
      return results
        .filter((result) => result.score >= best * MIN_SHARE_OF_BEST)
        .slice(0, HELP_SEARCH_MAX_RESULTS)
        .map((result) => {
          const stored = result as unknown as HelpSearchStoredFields;
          const terms = new Set(result.terms);
          return {
            slug: stored.slug,
            href: articlePaths.help(stored.slug),
            title: highlight(stored.title, terms),
            category: stored.category,
            snippet: snippet(stored.description, stored.text, terms),
          };
        });
    },
  };
}
