import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CHUNK_MAP_FILE, type ChunkMapEntry } from "../../scripts/chunk-map-plugin";
import { distExists, routeHtmlFile } from "./dist-files";

/**
 * What a public page downloads before the visitor does anything, read from the build's chunk map
 * (scripts/chunk-map-plugin.ts): the boot script named in its prerendered HTML, the React app and
 * the page's own chunk, each with the chunks they import statically.
 */
export function readChunkMap(): Map<string, ChunkMapEntry> {
  if (!distExists() || !existsSync(CHUNK_MAP_FILE))
    throw new Error("dist/ or its chunk map is missing: run `npm run build` first.");
  const entries = JSON.parse(readFileSync(CHUNK_MAP_FILE, "utf8")) as ChunkMapEntry[];
  return new Map(entries.map((entry) => [entry.file, entry]));
}

/** The page module each route lazily loads, read from the loader table's import() calls. */
function pageModuleByPath(): Map<string, string> {
  const source = readFileSync(join(process.cwd(), "src/app/page-loaders.ts"), "utf8");
  const pairs = source.matchAll(/"([^"]+)":\s*\(\)\s*=>\s*import\("@\/(pages\/[^"]+)"\)/g);
  return new Map([...pairs].map(([, path, module]) => [path as string, `src/${module}.tsx`]));
}

export function chunkFor(chunks: Map<string, ChunkMapEntry>, facade: string): ChunkMapEntry {
  const chunk = [...chunks.values()].find((entry) => entry.facade === facade);
  if (!chunk) throw new Error(`no chunk is built for ${facade}`);
  return chunk;
}

/** The chunks `files` load before running, including themselves. */
export function staticClosure(
  chunks: Map<string, ChunkMapEntry>,
  files: string[],
): ChunkMapEntry[] {
  const seen = new Map<string, ChunkMapEntry>();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    const chunk = chunks.get(file);
    if (!chunk) throw new Error(`${file} is not in the chunk map (stale map? rebuild)`);
    seen.set(file, chunk);
    pending.push(...chunk.imports);
  }
  return [...seen.values()];
}

/** The chunks `path` loads before any interaction. */
export function initialChunks(chunks: Map<string, ChunkMapEntry>, path: string): ChunkMapEntry[] {
  const html = readFileSync(routeHtmlFile(path), "utf8");
  const boot = html.match(/<script type="module"[^>]*src="\/([^"]+)"/)?.[1];
  if (!boot) throw new Error(`${path} has no boot script`);
  const page = pageModuleByPath().get(path);
  if (!page) throw new Error(`${path} has no page loader`);
  const files = [boot, chunkFor(chunks, "src/client-app.tsx").file, chunkFor(chunks, page).file];
  return staticClosure(chunks, files);
}
