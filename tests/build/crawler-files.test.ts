import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publicPaths } from "@/config/public-routes";
import { site } from "@/config/site";
import { articlePages, buildArticles } from "../../scripts/content/articles";
import { DIST } from "./dist-files";

const KNOWN_DIRECTIVES = new Set(["user-agent", "allow", "disallow", "sitemap", "crawl-delay"]);

describe("sitemap.xml", () => {
  it("lists exactly the public routes and the article pages from content/ as absolute URLs", () => {
    const xml = readFileSync(join(DIST, "sitemap.xml"), "utf8");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const pages = [...publicPaths, ...articlePages(buildArticles()).map((page) => page.path)];
    expect(locations).toEqual(pages.map((path) => `${site.url}${path === "/" ? "/" : path}`));
  });
});

describe("robots.txt", () => {
  const lines = readFileSync(join(DIST, "robots.txt"), "utf8").split("\n");
  const rules = lines.filter((line) => line.trim() && !line.startsWith("#"));

  it("is valid: known directives only, user-agent first, patterns start with /", () => {
    expect(rules[0]).toBe("User-agent: *");
    for (const rule of rules) {
      const [directive, ...rest] = rule.split(":");
      const value = rest.join(":").trim();
      expect(KNOWN_DIRECTIVES.has(directive?.trim().toLowerCase() ?? ""), rule).toBe(true);
      if (/^(allow|disallow)$/i.test(directive ?? ""))
        expect(value.startsWith("/"), rule).toBe(true);
    }
  });

  it("points to the sitemap and keeps crawlers out of the customer area", () => {
    expect(rules).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(rules).toEqual(
      expect.arrayContaining(["Disallow: /login", "Disallow: /dashboard", "Disallow: /seo-helper"]),
    );
    expect(rules).not.toContain("Disallow: /");
  });
});

describe("static host configuration", () => {
  it("_redirects serves the SPA shell for the customer area and 404 for the rest", () => {
    const rules = readFileSync(join(DIST, "_redirects"), "utf8").trim().split("\n");
    expect(rules).toContain("/dashboard/*  /app-shell.html  200");
    expect(rules).toContain("/login  /app-shell.html  200");
    expect(rules.at(-1)).toBe("/*  /404.html  404");
  });

  it("_headers sets CSP with frame-ancestors, HSTS, nosniff and a referrer policy", () => {
    const headers = readFileSync(join(DIST, "_headers"), "utf8");
    expect(headers).toMatch(/Content-Security-Policy: .*frame-ancestors 'none'/);
    expect(headers).toContain("Strict-Transport-Security: max-age=63072000");
    expect(headers).toContain("X-Content-Type-Options: nosniff");
    expect(headers).toContain("Referrer-Policy: strict-origin-when-cross-origin");
  });
});
