/**
 * Writes the help centre's search index (scripts/content/help-search-index.ts) as a static file
 * beside the client build's chunks, named after its content, and tells the browser code its
 * address through import.meta.env.VITE_HELP_SEARCH_INDEX_URL. The index is a file of its own, not
 * a module, so no page's JavaScript carries it: the search box fetches it on first use. The dev
 * server builds it afresh for each request, so an edited article is searchable after a reload.
 */
import type { Plugin } from "vite";
import { serializeHelpSearchIndex } from "./content/help-search-index.ts";

export const HELP_SEARCH_INDEX_ENV = "VITE_HELP_SEARCH_INDEX_URL";

export function helpSearchIndexPlugin(): Plugin {
  let index: ReturnType<typeof serializeHelpSearchIndex>;
  let ssr = false;
  return {
    name: "vindbaar-help-search-index",
    config(_config, { isSsrBuild }) {
      ssr = Boolean(isSsrBuild);
      index = serializeHelpSearchIndex();
      return {
        define: {
          [`import.meta.env.${HELP_SEARCH_INDEX_ENV}`]: JSON.stringify(`/${index.fileName}`),
        },
      };
    },
    configureServer(server) {
      server.middlewares.use(`/${index.fileName}`, (_request, response) => {
        response.setHeader("Content-Type", "application/json");
        response.end(serializeHelpSearchIndex().json);
      });
    },
    generateBundle() {
      // The server render never fetches it; only the client build ships it.
      if (ssr) return;
      this.emitFile({ type: "asset", fileName: index.fileName, source: index.json });
    },
  };
}
