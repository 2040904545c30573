import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "@/config/public-routes";
import type { ChunkMapEntry } from "../../scripts/chunk-map-plugin";
import { DIST } from "./dist-files";
import { initialChunks, readChunkMap } from "./initial-chunks";

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
