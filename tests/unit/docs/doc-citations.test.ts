import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments, lint messages and docs may only point at documents inside this repository, so a
 * maintainer can always follow them: a cited `docs/….md` exists, its `§N` is a heading there, a
 * cited decision number exists, and nothing cites a document that was never part of the repo
 * (a design note or product description kept elsewhere). A section sign is only ever part of
 * such a citation (or of an RFC's).
 */
const root = resolve(import.meta.dirname, "../../..");
const self = relative(root, import.meta.filename);

const SKIPPED_DIRS = new Set([
  "node_modules",
  ".git",
  "dist",
  "dist-ssr",
  "playwright-report",
  "test-results",
  ".emulator-data",
  ".lighthouse",
  "coverage",
  "public",
]);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|sql|md|toml|ya?ml|sh|html|css)$/;

function sourceFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return TEXT_FILE.test(entry.name) ? [relative(root, path)] : [];
  });
}

/** Phrases that cite documents outside the repository. */
const OUTSIDE_CITATIONS: [string, RegExp][] = [
  ["a design note", /\bDESIGN(?:\.md|\s*§|\s+notes?\b)/],
  [
    "a product description",
    /\bspec(?:'s)?\s*\(?§|\bproduct-spec\b|\b(?:the|a|our) spec(?:'s)?(?![-\w])/i,
  ],
  [
    "a reference note",
    /\b(?:gotrue-contract|stripe-contract|tooling-notes|seo-audits)\.md\b|\bcontract notes\b/i,
  ],
  ["a path outside the repository", /\/work\/(?:shared|notes)\//],
];

/**
 * `docs/x.md §2`, `docs/x.md §2, §4`, `docs/x.md §2/§4`, `docs/x.md §2 and §4`, each section
 * optionally followed by its topic: `docs/x.md §4 "Chat", §9 "Chat"` or `docs/x.md §2 /pricing`.
 */
const SECTION_CITATION =
  /(docs\/[\w./-]+?\.md)((?:(?:\s*(?:,|\/|and)\s*|\s+)§\d+(?:\s+"[^"\n]*"|\s+\/[\w/-]*)?)+)/g;
const DOC_PATH = /\bdocs\/[\w./-]*?[\w-]\.md\b/g;
const DECISION_NUMBER = /\bdocs\/decisions\/(\d{3})\b|\b[Dd]ecisions? (\d{3})\b/g;

const files = sourceFiles().filter((file) => file !== self);
const decisionNumbers = new Set(
  readdirSync(join(root, "docs/decisions")).map((name) => name.slice(0, 3)),
);

function headingsOf(doc: string): Set<string> {
  const text = readFileSync(join(root, doc), "utf8");
  return new Set([...text.matchAll(/^## (§\d+)\b/gm)].map((match) => match[1]!));
}

describe("citations in comments, lint messages and docs", () => {
  it("scans the repository's sources and docs", () => {
    expect(files).toContain("eslint.config.js");
    expect(files).toContain("docs/architecture.md");
    expect(files.length).toBeGreaterThan(500);
  });

  it("never point outside the repository", () => {
    const found: string[] = [];
    for (const file of files) {
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          for (const [what, pattern] of OUTSIDE_CITATIONS) {
            if (pattern.test(line))
              found.push(`${file}:${index + 1} cites ${what}: ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it("name documents, sections and decisions that exist", () => {
    const found: string[] = [];
    const headings = new Map<string, Set<string>>();
    for (const file of files) {
      const lines = readFileSync(join(root, file), "utf8").split("\n");
      lines.forEach((line, index) => {
        const where = `${file}:${index + 1}`;
        for (const [path] of line.matchAll(DOC_PATH)) {
          if (!existsSync(join(root, path))) found.push(`${where} cites missing ${path}`);
        }
        for (const match of line.matchAll(DECISION_NUMBER)) {
          const number = match[1] ?? match[2]!;
          if (!decisionNumbers.has(number)) found.push(`${where} cites missing decision ${number}`);
        }
        let rest = line;
        for (const [citation, doc, sections] of line.matchAll(SECTION_CITATION)) {
          rest = rest.replace(citation, "");
          if (!existsSync(join(root, doc!))) continue;
          if (!headings.has(doc!)) headings.set(doc!, headingsOf(doc!));
          for (const [section] of sections!.matchAll(/§\d+/g)) {
            if (!headings.get(doc!)!.has(section)) found.push(`${where} cites ${doc} ${section}`);
          }
        }
        let stray = rest.replace(/\bRFC \d+ §[\d.]+/g, "");
        // A §-numbered page may name its own sections bare, and defines them in its headings.
        const own = file.startsWith("docs/") ? (headings.get(file) ?? headingsOf(file)) : null;
        if (own && own.size > 0) {
          headings.set(file, own);
          if (/^## §\d+ /.test(line)) stray = "";
          for (const [section] of stray.matchAll(/§\d+/g)) {
            if (!own.has(section)) found.push(`${where} cites its own missing ${section}`);
          }
          stray = stray.replace(/§\d+/g, "");
        }
        if (/§\s*\d/.test(stray)) {
          found.push(`${where} has a section sign that names no document: ${line.trim()}`);
        }
      });
    }
    expect(found).toEqual([]);
  });
});
