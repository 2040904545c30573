import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";

export const DIST = join(process.cwd(), "dist");

export function routeHtmlFile(path: string): string {
  return path === "/" ? join(DIST, "index.html") : join(DIST, path.slice(1), "index.html");
}

export function readDocument(file: string): Document {
  return new JSDOM(readFileSync(file, "utf8")).window.document;
}

export function distExists(): boolean {
  return existsSync(join(DIST, "app-shell.html"));
}

/** Every file below dist/assets with its text. */
export function assetTexts(): Array<{ name: string; text: string }> {
  const dir = join(DIST, "assets");
  return readdirSync(dir).map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") }));
}
