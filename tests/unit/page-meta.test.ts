import { describe, expect, it } from "vitest";
import { articles as blogArticles } from "virtual:articles/blog";
import { articles as guideArticles } from "virtual:articles/guides";
import { articles as helpArticles } from "virtual:articles/help";
import { articleRoutePaths } from "@/app/page-loaders";
import { matchRoute, NOT_FOUND_PATH, routeTable } from "@/app/route-table";
import { authClientPaths, clientRenderedPrefixes, publicPaths } from "@/config/public-routes";
import { routeFacts } from "@/config/route-facts";
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

describe("route facts: the one table", () => {
  it("gives every route its access", () => {
    const access = Object.fromEntries(routeFacts.map((route) => [route.path, route.access]));
    expect(access["/pricing"]).toBe("public");
    expect(access["/"]).toBe("public");
    expect(access["/dashboard"]).toBe("session");
    expect(access["/seo-helper"]).toBe("session");
    expect(access["/login"]).toBe("guest-only");
    expect(access["/dashboard/white-label"]).toBe("session");
    expect(new Set(routeFacts.map((route) => route.path)).size).toBe(routeFacts.length);
  });

  it("derives the prerender/sitemap list and the client-rendered prefixes from it", () => {
    expect(publicPaths).toEqual(
      routeFacts.filter((route) => route.access === "public").map((route) => route.path),
    );
    expect(publicPaths).toHaveLength(20);
    expect(publicPaths).toEqual(
      expect.arrayContaining(["/en/privacy-policy", "/en/terms-of-service"]),
    );
    expect(publicPaths).not.toContain("/dashboard");
    expect(clientRenderedPrefixes).toEqual([
      "/login",
      "/dashboard",
      "/onboarding",
      "/search-console/callback",
      "/seo-helper",
    ]);
    expect(authClientPaths).toEqual([
      "/login",
      "/dashboard",
      "/dashboard/white-label",
      "/onboarding",
      "/dashboard/profile",
      "/dashboard/reports",
      "/dashboard/content",
      "/search-console/callback",
      "/dashboard/api",
      "/dashboard/password",
      "/seo-helper",
    ]);
  });

  it("is what the app's route table is built from (every page route has facts), with one route per article kind", () => {
    const facts = new Map<string, string>(routeFacts.map((route) => [route.path, route.access]));
    const articleRoutes = Object.values(articleRoutePaths) as string[];
    expect(
      routeTable.filter((route) => articleRoutes.includes(route.path)).map((r) => r.access),
    ).toEqual(["public", "public", "public"]);
    const pageRoutes = routeTable.filter(
      (route) => route.path !== NOT_FOUND_PATH && !articleRoutes.includes(route.path),
    );
    for (const route of pageRoutes) expect(route.access).toBe(facts.get(route.path));
    for (const path of publicPaths) expect(pageRoutes.map((route) => route.path)).toContain(path);
    expect(pageRoutes.filter((route) => route.access === "session").map((r) => r.path)).toEqual([
      "/dashboard",
      "/dashboard/white-label",
      "/onboarding",
      "/dashboard/profile",
      "/dashboard/reports",
      "/dashboard/content",
      "/search-console/callback",
      "/dashboard/api",
      "/dashboard/password",
      "/seo-helper",
    ]);
  });

  it("carries each route's head meta", () => {
    for (const route of routeFacts) expect(pageMeta[route.path].title).toBe(route.meta.title);
    expect(pageMeta["/pricing"].noindex).toBeUndefined();
    expect(pageMeta["/dashboard/white-label"].noindex).toBe(true);
  });
});

describe("article pages (from content/): head metadata", () => {
  const articles = [...blogArticles, ...guideArticles, ...helpArticles];
  // Among the indexed pages: a customer-area page may share a help article's title.
  const indexed = Object.values(pageMeta).filter((entry) => !entry.noindex);
  const fixedTitles = indexed.map((entry) => entry.title);
  const fixedDescriptions = indexed.map((entry) => entry.description);

  it("has a page per Markdown file: 3 blog articles, 3 guides, 35 help articles", () => {
    expect([blogArticles.length, guideArticles.length, helpArticles.length]).toEqual([3, 3, 35]);
  });

  it.each(articles.map((article) => [article.path, article] as const))(
    "%s: a title <= 60 and a description of 90–160 characters",
    (_path, article) => {
      expect(article.headTitle.length).toBeLessThanOrEqual(60);
      // An article's description is its own summary from the front matter (at most 155, a test
      // of content/ holds that); short help answers are summed up in fewer than the 120
      // characters asked of the overview pages, and padding them would only add filler.
      expect(article.description.length).toBeGreaterThanOrEqual(90);
      expect(article.description.length).toBeLessThanOrEqual(160);
    },
  );

  it("titles and descriptions are unique across the indexed pages of the site", () => {
    const titles = [...fixedTitles, ...articles.map((article) => article.headTitle)];
    const descriptions = [...fixedDescriptions, ...articles.map((article) => article.description)];
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("routes each article address to its kind's page, and nothing else below the overviews", () => {
    expect(matchRoute("/blog/ai-content-die-wel-scoort").path).toBe("/blog/:slug");
    expect(matchRoute("/guides/technische-seo-check/").path).toBe("/guides/:slug");
    expect(matchRoute("/help-center/account-aanmaken").path).toBe("/help-center/:slug");
    expect(matchRoute("/blog/feed.xml").path).toBe(NOT_FOUND_PATH);
    expect(matchRoute("/blog/a/b").path).toBe(NOT_FOUND_PATH);
  });
});
