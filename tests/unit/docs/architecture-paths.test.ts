import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md is the map of the repository, and the contract pages name the code that
 * implements each rule; a renamed or moved file must not leave them pointing at nothing. Every
 * backticked repository path must exist: a path from the repository root, or a bare file name
 * (short for a file the sentence places) that some source file carries. `<name>`-style
 * placeholders stand for any one entry, so the part before them must exist.
 */
const root = resolve(import.meta.dirname, "../../..");
const MAPS = [
  "docs/architecture.md",
  "docs/contracts/gotrue-subset.md",
  "docs/contracts/stripe-subset.md",
  "docs/contracts/product-rules.md",
];
const ROOTS = /^(?:src|supabase|emulator|tests|e2e|scripts|docs|public|\.ci)\//;
const ROOT_FILE = /^[\w.-]+\.(?:ts|tsx|js|json|md|toml|html|sql)$/;

/** The backticked spans of a Markdown page that name a repository path. */
export function repositoryPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  return spans.filter((span) => !/\s/.test(span) && (ROOTS.test(span) || ROOT_FILE.test(span)));
}

/** The existing part of a path with placeholders: `src/features/<feature>/api/` → `src/features/`. */
function concretePart(path: string): string {
  const placeholder = path.search(/<|\*|…/);
  if (placeholder === -1) return path;
  const concrete = path.slice(0, placeholder);
  return concrete.slice(0, concrete.lastIndexOf("/") + 1);
}

function fileNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [entry.name];
    return entry.name === "node_modules" ? [] : fileNames(join(dir, entry.name));
  });
}

const sourceFileNames = new Set(
  ["src", "supabase", "emulator", "scripts", "tests", "e2e"].flatMap((dir) =>
    fileNames(join(root, dir)),
  ),
);

function exists(path: string): boolean {
  if (!path.includes("/")) return existsSync(join(root, path)) || sourceFileNames.has(path);
  return existsSync(join(root, concretePart(path)));
}

describe.each(MAPS)("%s", (page) => {
  const paths = repositoryPaths(readFileSync(join(root, page), "utf8"));

  it("names repository paths", () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  it("names only paths that exist", () => {
    expect(paths.filter((path) => !exists(path))).toEqual([]);
  });
});

describe("repositoryPaths", () => {
  it("finds paths and file names, not code or commands", () => {
    expect(
      repositoryPaths(
        "`src/lib/a.ts`, `README.md`, `npm run dev`, `public.jobs`, `{ error }`, `supabase/functions/<name>/`",
      ),
    ).toEqual(["src/lib/a.ts", "README.md", "supabase/functions/<name>/"]);
  });
});
