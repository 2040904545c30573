import { createChunkLoader, type ChunkLoader } from "@/lib/chunk-loader";
import type { HelpSearchEngine } from "./search-engine";

export type HelpSearchPanelModule = typeof import("./components/help-search-panel");

/** The search once it is there: the results panel and the engine over the loaded index. */
export interface LoadedHelpSearch {
  Panel: HelpSearchPanelModule["HelpSearchPanel"];
  engine: HelpSearchEngine;
}

/** The index file the build wrote (scripts/help-search-index-plugin.ts), as text. */
async function fetchBuiltIndex(): Promise<string> {
  const response = await fetch(import.meta.env.VITE_HELP_SEARCH_INDEX_URL as string);
  if (!response.ok) throw new Error(`help search index: HTTP ${response.status}`);
  return response.text();
}

/**
 * Loads the search on first use: the panel's chunk (with MiniSearch) and the index, side by side so
 * a phone waits for one round trip, not two. Nothing of it is in the page's own JavaScript. A failed
 * download is forgotten, so "Opnieuw proberen" fetches again.
 *
 * `fetchIndex` is a test seam: component tests hand in the index built from the real articles.
 */
export function createHelpSearchLoader(
  fetchIndex: () => Promise<string> = fetchBuiltIndex,
): ChunkLoader<LoadedHelpSearch> {
  return createChunkLoader(() =>
    Promise.all([import("./components/help-search-panel"), fetchIndex()]).then(
      ([module, index]) => ({
        Panel: module.HelpSearchPanel,
        engine: module.createHelpSearchEngine(index),
      }),
    ),
  );
}

export const helpSearchLoader = createHelpSearchLoader();
