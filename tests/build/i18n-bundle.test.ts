import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { routeFacts } from "@/config/route-facts";
import { assetTexts, DIST, readDocument, routeHtmlFile } from "./dist-files";

/**
 * i18next, react-i18next and the message catalogues serve the customer area and /login only
 * (docs/decisions/039-i18n-library.md): no public page may load them before interaction. Checked
 * over the built files: each public page's entry script and page chunk, with everything they
 * import statically, must be free of i18next; /login and the customer-area layout do load it.
 * Its gzipped size is printed (and bounded) so a growing catalogue is noticed.
 */
const I18NEXT_MARKER = /i18next\/PATH_KEY/;
const CATALOGUE_MARKER = /Inlogstatus laden/;

const assets = new Map(
  assetTexts()
    .filter((asset) => asset.name.endsWith(".js"))
    .map((asset) => [asset.name, asset.text]),
);

/** The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImports(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([\w.-]+\.js)["']/g)) {
    found.add(match[1] as string);
  }
  return [...found];
}

/** `names` with everything they import statically, transitively. */
function closure(names: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...names];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...staticImports(assets.get(name) ?? ""));
  }
  return seen;
}

/** The page chunk of a route, from the lazy loader's module name in src/app/page-loaders.ts. */
const loaderSource = readFileSync(join(process.cwd(), "src/app/page-loaders.ts"), "utf8");
function pageChunk(path: string): string {
  const escaped = path.replace(/[/.*+?^${}()|[\]\\-]/g, "\\$&");
  const module = new RegExp(
    `"${escaped}": \\(\\) =>\\s*import\\("@/(?:pages|app)/([\\w-]+)"\\)`,
  ).exec(loaderSource)?.[1];
  if (!module) throw new Error(`no page loader for ${path}`);
  const chunk = [...assets.keys()].find((name) =>
    new RegExp(`^${module}-[\\w-]+\\.js$`).test(name),
  );
  if (!chunk) throw new Error(`no chunk for ${module}`);
  return chunk;
}

/** The scripts a prerendered page starts with (module entry and modulepreloads). */
function entryScripts(file: string): string[] {
  const document = readDocument(file);
  const sources = [
    ...[...document.querySelectorAll("script[type='module'][src]")].map((script) =>
      script.getAttribute("src"),
    ),
    ...[...document.querySelectorAll("link[rel='modulepreload']")].map((link) =>
      link.getAttribute("href"),
    ),
  ];
  return sources.flatMap((source) => (source ? [source.replace(/^\/assets\//, "")] : []));
}

const i18nChunks = [...assets]
  .filter(([, text]) => I18NEXT_MARKER.test(text))
  .map(([name]) => name);
const catalogueChunks = [...assets]
  .filter(([, text]) => CATALOGUE_MARKER.test(text))
  .map(([name]) => name);
const gzippedKb = (names: readonly string[]) =>
  names.reduce((sum, name) => sum + gzipSync(assets.get(name) as string, { level: 9 }).length, 0) /
  1024;
const publicRoutes = routeFacts
  .filter((route) => route.access === "public")
  .map((route) => route.path);
const loadsI18n = (chunks: Set<string>) =>
  [...chunks].filter((name) => i18nChunks.includes(name) || catalogueChunks.includes(name));

describe("i18next in the build", () => {
  it("is in the build, once", () => {
    expect(i18nChunks).toHaveLength(1);
    expect(catalogueChunks.length).toBeGreaterThanOrEqual(1);
  });

  it.each(publicRoutes)("is not loaded by the public page %s", (path) => {
    const start = [...entryScripts(routeHtmlFile(path)), pageChunk(path)];
    expect(start.length).toBeGreaterThan(1);
    expect(loadsI18n(closure(start))).toEqual([]);
  });

  it("is loaded by /login and the customer-area layout", () => {
    const entry = entryScripts(join(DIST, "app-shell.html"));
    expect(loadsI18n(closure([...entry, pageChunk("/login")])).length).toBeGreaterThan(0);
    const layout = [...assets.keys()].find((name) =>
      /^customer-area-layout-[\w-]+\.js$/.test(name),
    );
    expect(layout).toBeDefined();
    expect(loadsI18n(closure([layout as string])).length).toBeGreaterThan(0);
  });

  // 19.9 KB with the auth and account areas; 48.2 KB with all fifteen areas in both languages.
  it("costs the customer area at most 52 KB gzipped (library and both catalogues)", () => {
    const chunks = [...new Set([...i18nChunks, ...catalogueChunks])];
    const size = gzippedKb(chunks);
    console.info(`i18n chunks ${chunks.join(", ")}: ${size.toFixed(1)} KB gzipped`);
    expect(size).toBeLessThanOrEqual(52);
  });
});
