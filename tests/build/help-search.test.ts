import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChunkMapEntry } from "../../scripts/chunk-map-plugin";
import { serializeHelpSearchIndex } from "../../scripts/content/help-search-index";
import { DIST, routeHtmlFile } from "./dist-files";
import { chunkFor, initialChunks, readChunkMap } from "./initial-chunks";

/**
 * The help search ships as a static index file and a chunk loaded on first use; /help-center's
 * first download carries only the search box (docs/decisions/052).
 */
let chunks: Map<string, ChunkMapEntry>;

beforeAll(() => {
  chunks = readChunkMap();
});

/** The search itself: none of it may be in the page's first download. */
const SEARCH_MODULES = [
  "node_modules/minisearch/",
  "src/features/help-search/search-engine.ts",
  "src/features/help-search/search-options.ts",
  "src/features/help-search/search-terms.ts",
  "src/features/help-search/highlight.ts",
  "src/features/help-search/components/help-search-panel.tsx",
  "src/content/help-search.ts",
];
const isSearchModule = (module: string) =>
  SEARCH_MODULES.some((search) => module.startsWith(search));

/**
 * What the box adds to /help-center's first download, in characters of generated code before
 * minification: the box with its loading and retry states, the loader and the on-demand chat
 * measured 4,725 when this was written (docs/decisions/052 has the gzipped figures).
 */
const BOX_BUDGET = 5_000;
const isBoxModule = (module: string) =>
  module.startsWith("src/features/help-search/") || module === "src/features/chat/on-request.tsx";

describe("the help search index", () => {
  it("is one static file, named after its content, holding every help article", () => {
    const files = readdirSync(join(DIST, "assets")).filter((name) =>
      name.startsWith("help-search-index-"),
    );
    const { fileName } = serializeHelpSearchIndex();
    expect(files.map((name) => `assets/${name}`)).toEqual([fileName]);
    const index = JSON.parse(readFileSync(join(DIST, fileName), "utf8")) as {
      documentCount: number;
    };
    expect(index.documentCount).toBe(35);
  });

  it("is neither inlined nor preloaded by /help-center's HTML", () => {
    const html = readFileSync(routeHtmlFile("/help-center"), "utf8");
    expect(html).not.toContain("help-search-index");
    expect(html).not.toContain("documentCount");
  });
});

describe("/help-center's first download", () => {
  it("holds none of the search: MiniSearch and the results come in their own chunk", () => {
    const panel = chunkFor(chunks, "src/features/help-search/components/help-search-panel.tsx");
    expect(
      panel.modules.filter((module) => module.startsWith("node_modules/minisearch/")),
    ).not.toEqual([]);

    const initial = initialChunks(chunks, "/help-center");
    expect(initial.map((chunk) => chunk.file)).not.toContain(panel.file);
    expect(initial.flatMap((chunk) => chunk.modules).filter(isSearchModule)).toEqual([]);
    for (const chunk of initial) {
      // The page knows the index's address (to fetch it beside the chunk), never its content.
      const text = readFileSync(join(DIST, chunk.file), "utf8");
      expect(text.includes("documentCount"), chunk.file).toBe(false);
    }
  });

  it(`grows by the search box only (at most ${BOX_BUDGET} characters of code)`, () => {
    const box = initialChunks(chunks, "/help-center").flatMap((chunk) =>
      Object.entries(chunk.moduleLengths).filter(([module]) => isBoxModule(module)),
    );
    expect(box.map(([module]) => module)).toContain(
      "src/features/help-search/components/help-search.tsx",
    );
    const size = box.reduce((sum, [, length]) => sum + length, 0);
    expect(size).toBeLessThanOrEqual(BOX_BUDGET);
  });
});
