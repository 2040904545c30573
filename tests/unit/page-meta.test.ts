import { describe, expect, it } from "vitest";
import { publicPaths } from "@/config/public-routes";
import { pageMeta } from "@/content/page-meta";

describe("page metadata table", () => {
  const entries = Object.entries(pageMeta);

  it("has an entry for every public route", () => {
    for (const path of publicPaths) expect(pageMeta[path], path).toBeDefined();
  });

  it.each(entries)(
    "%s: title <= 60 and description 120–160 characters (indexable pages)",
    (_path, entry) => {
      expect(entry.title.length).toBeLessThanOrEqual(60);
      if (!("noindex" in entry)) {
        expect(entry.description.length).toBeGreaterThanOrEqual(120);
        expect(entry.description.length).toBeLessThanOrEqual(160);
      }
    },
  );

  it("titles and descriptions are unique", () => {
    expect(new Set(entries.map(([, entry]) => entry.title)).size).toBe(entries.length);
    expect(new Set(entries.map(([, entry]) => entry.description)).size).toBe(entries.length);
  });

  it("protected routes are noindex", () => {
    expect(pageMeta["/login"].noindex).toBe(true);
    expect(pageMeta["/dashboard"].noindex).toBe(true);
    expect(pageMeta["/seo-helper"].noindex).toBe(true);
  });
});
