import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "@/config/public-routes";
import { assetTexts, DIST, distExists, routeHtmlFile } from "./dist-files";

beforeAll(() => {
  if (!distExists()) throw new Error("dist/ is missing: run `npm run build` first.");
});

/** A class name only uPlot's code and stylesheet contain (its cursor's crosshair). */
const UPLOT_MARKER = "u-cursor-x";

/** The assets a page's HTML loads itself: module scripts, preloads and stylesheets. */
function assetsOfPage(html: string): string[] {
  const found = html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g);
  return [...found].map((match) => match[1]!);
}

/**
 * Every asset a page loads before any code asks for more: its own assets and, recursively, what
 * their static `import … from "./x.js"` / `import "./x.js"` pull in. A dynamic `import("./x.js")`
 * is left out: that chunk is fetched only when the code that needs it runs.
 */
function loadedWithPage(path: string): Set<string> {
  const loaded = new Set<string>();
  const queue = assetsOfPage(readFileSync(routeHtmlFile(path), "utf8"));
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (loaded.has(name)) continue;
    loaded.add(name);
    if (!name.endsWith(".js")) continue;
    const text = readFileSync(join(DIST, "assets", name), "utf8");
    for (const match of text.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) {
      queue.push(match[1]!);
    }
  }
  return loaded;
}

describe("the customer area's chart library stays out of the public pages", () => {
  it("uPlot is built as its own chunk (the test would prove nothing otherwise)", () => {
    const withUplot = assetTexts().filter((asset) => asset.text.includes(UPLOT_MARKER));
    expect(withUplot.map((asset) => asset.name).sort()).toEqual([
      expect.stringMatching(/^uPlot-[\w-]+\.css$/),
      expect.stringMatching(/^uPlot\.esm-[\w-]+\.js$/),
    ]);
  });

  it.each(publicPaths)("%s loads no uPlot code or stylesheet", (path) => {
    expect(existsSync(routeHtmlFile(path))).toBe(true);
    const loaded = [...loadedWithPage(path)];
    expect(loaded.length).toBeGreaterThan(0);
    for (const name of loaded) {
      expect(name, `${path} loads ${name}`).not.toMatch(/uplot/i);
      const text = readFileSync(join(DIST, "assets", name), "utf8");
      expect(text.includes(UPLOT_MARKER), `${path} loads uPlot in ${name}`).toBe(false);
    }
  });
});

describe("the CAPTCHA widget stays on /login", () => {
  // The provider's script address is in the login form's code only; public pages never load it.
  const CAPTCHA_MARKER = "challenges.cloudflare.com";

  it("the login form's code knows the provider's script (the test would prove nothing otherwise)", () => {
    const withCaptcha = assetTexts().filter((asset) => asset.text.includes(CAPTCHA_MARKER));
    expect(withCaptcha.length).toBeGreaterThan(0);
  });

  it.each(publicPaths)("%s loads no CAPTCHA code", (path) => {
    for (const name of loadedWithPage(path)) {
      const text = readFileSync(join(DIST, "assets", name), "utf8");
      expect(text.includes(CAPTCHA_MARKER), `${path} loads the CAPTCHA in ${name}`).toBe(false);
    }
  });
});
