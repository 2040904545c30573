/**
 * Records which source modules ended up in which browser chunk, and each chunk's static and
 * dynamic imports, so the build tests can check what a public page loads before any interaction
 * (tests/build/public-bundle.test.ts). Written next to Vite's own cache rather than into dist/,
 * so the module paths are never deployed with the site.
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { Plugin } from "vite";

export const CHUNK_MAP_FILE = join(process.cwd(), "node_modules", ".vite", "client-chunks.json");

export interface ChunkMapEntry {
  /** dist-relative file name, e.g. "assets/home-page-abc123.js". */
  file: string;
  /** The module the chunk was made for (a page, a lazy import), repository-relative; null for shared chunks. */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Every source module bundled into the chunk, repository-relative. */
  modules: string[];
  /**
   * Each module's share of the chunk, in characters of generated code before minification (so a
   * test can weigh one feature's code in a page's first download, whatever else shares its chunk).
   */
  moduleLengths: Record<string, number>;
}

const repositoryRelative = (id: string) => relative(process.cwd(), id).replace(/\\/g, "/");

export function chunkMapPlugin(): Plugin {
  return {
    name: "vindbaar-chunk-map",
    apply: "build",
    writeBundle(options, bundle) {
      // The map describes dist/ (what the build tests read); a build elsewhere (the CAPTCHA
      // end-to-end test's own) must not replace it.
      if (options.dir && resolve(options.dir) !== resolve("dist")) return;
      const chunks: ChunkMapEntry[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.push({
          file: output.fileName,
          facade: output.facadeModuleId ? repositoryRelative(output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds.map(repositoryRelative),
          moduleLengths: Object.fromEntries(
            Object.entries(output.modules).map(([id, module]) => [
              repositoryRelative(id),
              module.renderedLength,
            ]),
          ),
        });
      }
      mkdirSync(dirname(CHUNK_MAP_FILE), { recursive: true });
      // Written beside and renamed into place: node_modules may be a hard-linked copy of another
      // checkout's, and writing into the linked file would change that checkout's map too.
      const partial = `${CHUNK_MAP_FILE}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify(chunks, null, 1));
      renameSync(partial, CHUNK_MAP_FILE);
    },
  };
}
