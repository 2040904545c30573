import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "@/config/public-routes";
import type { ChunkMapEntry } from "../../scripts/chunk-map-plugin";
import { DIST, routeHtmlFile } from "./dist-files";
import { chunkFor, initialChunks, readChunkMap, staticClosure } from "./initial-chunks";

/**
 * What a public page downloads before the visitor does anything (./initial-chunks.ts).
 * Customer-area contracts, and the full zod they are written in, must stay out of it:
 * they cost every visitor kilobytes and main-thread time, and full zod's object schemas probe for
 * eval as soon as they are defined, which the site's Content-Security-Policy reports as a violation.
 * (The contact form's zod/mini has no such probe and is public on purpose.)
 */
const CONTRACT_DIR = "supabase/functions/_shared/contract/";
const FULL_ZOD = "node_modules/zod/v4/classic/";

/**
 * A contract module with zod schemas belongs to a function and the customer area that calls it.
 * Public pages take their figures and paths from the plain-constant modules beside them
 * (plans.ts, leads-limits.ts, search-console-callback.ts, …), which hold no schema.
 */
function definesSchemas(module: string): boolean {
  return /from\s+["']zod(\/[^"']*)?["']/.test(readFileSync(join(process.cwd(), module), "utf8"));
}

let chunks: Map<string, ChunkMapEntry>;

beforeAll(() => {
  chunks = readChunkMap();
});

function initialModules(path: string): string[] {
  return initialChunks(chunks, path).flatMap((chunk) => chunk.modules);
}

describe("the chunk map", () => {
  it("describes this build's files", () => {
    for (const file of chunks.keys()) expect(existsSync(join(DIST, file)), file).toBe(true);
  });
});

describe.each(publicPaths)("initial JavaScript of %s", (path) => {
  it("holds no customer-area contract and no full zod", () => {
    const modules = initialModules(path);
    const contracts = modules.filter((module) => module.startsWith(CONTRACT_DIR));
    expect(contracts.length, "the route table's constants are found").toBeGreaterThan(0);
    expect(contracts.filter(definesSchemas)).toEqual([]);
    expect(modules.filter((module) => module.includes(FULL_ZOD))).toEqual([]);
  });
});

/**
 * An article page (from content/) downloads its page module and its own text, never the Markdown
 * renderer (the text is rendered at build time), the help centre's search, or another article.
 */
describe.each([
  ["/blog/ai-content-die-wel-scoort", "src/pages/blog-article-page.tsx", "blog"],
  ["/guides/technische-seo-check", "src/pages/guide-article-page.tsx", "guide"],
  ["/help-center/account-aanmaken", "src/pages/help-article-page.tsx", "help"],
])("initial JavaScript of the article page %s", (path, page, kind) => {
  // The text's module is virtual (made by the articles plugin): its facade id starts with \0.
  const textChunk = () => {
    const id = `virtual:article-body/${kind}/${path.split("/").pop()}`;
    const chunk = [...chunks.values()].find((entry) => entry.facade?.endsWith(id));
    if (!chunk) throw new Error(`no chunk is built for ${id}`);
    return chunk;
  };
  const closure = () => {
    const html = readFileSync(routeHtmlFile(path), "utf8");
    const boot = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1] as string;
    const body = textChunk();
    return staticClosure(chunks, [
      boot,
      chunkFor(chunks, "src/client-app.tsx").file,
      chunkFor(chunks, page).file,
      body.file,
    ]);
  };

  it("holds no markdown-it, no search code and no other article's text", () => {
    const modules = closure().flatMap((chunk) => chunk.modules);
    expect(modules.filter((module) => /markdown-it|minisearch|help-search/.test(module))).toEqual(
      [],
    );
    expect(modules.filter((module) => module.includes("virtual:article-body/"))).toHaveLength(1);
  });

  it("stays small: under 150 KB gzipped in all, the page module and its text under 12 KB", () => {
    const gzipped = (file: string) => gzipSync(readFileSync(join(DIST, file))).length;
    const chunksOfPage = closure();
    const total = chunksOfPage.reduce((sum, chunk) => sum + gzipped(chunk.file), 0);
    const own = gzipped(chunkFor(chunks, page).file) + gzipped(textChunk().file);
    console.log(
      `${path}: ${(total / 1024).toFixed(1)} KB gzipped in all, page + text ${(own / 1024).toFixed(1)} KB`,
    );
    expect(total).toBeLessThan(150 * 1024);
    expect(own).toBeLessThan(12 * 1024);
  });
});
