import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SaxesParser } from "saxes";
import { beforeAll, describe, expect, it } from "vitest";
import { site } from "@/config/site";
import { auditPage } from "../../supabase/functions/_shared/seo/index.ts";
import { buildArticles } from "../../scripts/content/articles";
import { formatDateLong } from "@/lib/format";
import { DIST, distExists, readDocument, routeHtmlFile } from "./dist-files";
import {
  blogPostingProblems,
  breadcrumbListProblems,
  howToProblems,
} from "./structured-data-rules";

/**
 * The pages made from content/ as built: one per article, complete without JavaScript, with its
 * head, breadcrumbs, JSON-LD that meets Google's rich-result rules, a score of 100 from our own
 * analyzer, in the sitemap with its date, and the blog's Atom feed.
 */
beforeAll(() => {
  if (!distExists()) throw new Error("dist/ is missing: run `npm run build` first.");
});

const articles = buildArticles();
const all = [...articles.blog, ...articles.guide, ...articles.help].map((a) => a.listing);
const FEED_URL = `${site.url}/blog/feed.xml`;

function jsonLd(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? "null"),
  );
}

const ofType = (document: Document, type: string) =>
  jsonLd(document).find((data) => data["@type"] === type);

function breadcrumbTexts(document: Document): string[] {
  return [...document.querySelectorAll('nav[aria-label="Kruimelpad"] li')].map(
    (item) => item.textContent?.trim() ?? "",
  );
}

describe.each(all.map((article) => [article.path, article] as const))("%s", (path, article) => {
  const document = readDocument(routeHtmlFile(path));
  const content = (selector: string) =>
    document.head.querySelector(selector)?.getAttribute("content");

  it("is prerendered as <path>/index.html and <path>.html, complete with its text", () => {
    expect(existsSync(join(DIST, `${path.slice(1)}.html`))).toBe(true);
    const headings = document.querySelectorAll("h1");
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe(article.title);
    expect(document.querySelector("#root")?.hasAttribute("data-ssr")).toBe(true);
    expect(document.querySelector("main .article-text h2[id]")).not.toBeNull();
    expect(document.querySelector("main pre code.language-mermaid")).toBeNull();
  });

  it("has its title, description, canonical, Open Graph (article) and Twitter tags", () => {
    const url = `${site.url}${path}`;
    expect(document.title).toBe(article.headTitle);
    expect(content('meta[name="description"]')).toBe(article.description);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
    expect(content('meta[property="og:type"]')).toBe("article");
    expect(content('meta[property="og:title"]')).toBe(article.headTitle);
    expect(content('meta[property="og:description"]')).toBe(article.description);
    expect(content('meta[property="og:url"]')).toBe(url);
    expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("has breadcrumbs on the page and as a valid BreadcrumbList", () => {
    const trail = ofType(document, "BreadcrumbList");
    expect(trail && breadcrumbListProblems(trail)).toEqual([]);
    const names = (trail?.itemListElement as Array<{ name: string }>).map((item) => item.name);
    expect(breadcrumbTexts(document)).toEqual(names);
    const section = { blog: "Blog", guide: "Gidsen", help: "Helpcentrum" }[article.kind];
    expect(names.slice(0, 2)).toEqual(["Home", section]);
    expect(names.at(-1)).toBe(article.title);
    if (article.kind === "help") expect(names[2]).toBe(article.category);
  });

  it("scores 100 in our own analyzer, with every audit passed", () => {
    const result = auditPage({
      html: readFileSync(routeHtmlFile(path), "utf8"),
      finalUrl: `${site.url}${path}`,
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8" },
      timings: { fetchMs: 50 },
      robotsTxt: readFileSync(join(DIST, "robots.txt"), "utf8"),
    });
    const failed = Object.entries(result.audits)
      .filter(([, audit]) => audit.score !== null && audit.score < 1)
      .map(([id]) => id);
    expect(failed).toEqual([]);
    expect(result.seoScore.percent).toBe(100);
  });

  it("links off-site only with rel=noopener", () => {
    for (const link of document.querySelectorAll('main .article-text a[href^="http"]'))
      expect(link.getAttribute("rel"), link.getAttribute("href") ?? "").toContain("noopener");
  });
});

describe("blog articles", () => {
  it.each(articles.blog.map((a) => [a.listing.path, a.listing] as const))(
    "%s: BlogPosting, published time, the feed in the head, byline, date, tags and related",
    (path, article) => {
      const document = readDocument(routeHtmlFile(path));
      const posting = ofType(document, "BlogPosting");
      expect(posting && blogPostingProblems(posting)).toEqual([]);
      expect(posting).toMatchObject({
        headline: article.title,
        datePublished: article.date,
        author: { name: article.author, jobTitle: article.authorRole },
      });
      expect(
        document.head
          .querySelector('meta[property="article:published_time"]')
          ?.getAttribute("content"),
      ).toBe(article.date);
      const feed = document.head.querySelector(
        'link[rel="alternate"][type="application/atom+xml"]',
      );
      expect(feed?.getAttribute("href")).toBe(FEED_URL);
      expect(feed?.getAttribute("title")).toBeTruthy();
      const header = document.querySelector("main article header")?.textContent ?? "";
      expect(header).toContain(`${article.author}, ${article.authorRole}`);
      expect(header).toContain(formatDateLong(article.date));
      expect(header).toContain(`${article.readingMinutes} min leestijd`);
      for (const tag of article.tags) expect(header).toContain(tag);
      const related = [...document.querySelectorAll("main article > footer a")].map((a) =>
        a.getAttribute("href"),
      );
      expect(related).toEqual(article.related.map((slug) => `/blog/${slug}`));
    },
  );

  it("/blog announces the feed and links every card to its article", () => {
    const document = readDocument(routeHtmlFile("/blog"));
    expect(
      document.head
        .querySelector('link[rel="alternate"][type="application/atom+xml"]')
        ?.getAttribute("href"),
    ).toBe(FEED_URL);
    const cardLinks = [
      ...document.querySelectorAll("main #artikelen article h3 a, main #artikelen article a"),
    ].map((a) => a.getAttribute("href"));
    for (const { listing } of articles.blog) expect(cardLinks).toContain(listing.path);
  });
});

describe("guides", () => {
  it.each(articles.guide.map((a) => [a.listing.path, a] as const))(
    "%s: HowTo with its duration and steps, and a numbered overview linking to each step",
    (path, { listing, body }) => {
      const document = readDocument(routeHtmlFile(path));
      const howTo = ofType(document, "HowTo");
      expect(howTo && howToProblems(howTo)).toEqual([]);
      expect(howTo?.totalTime).toBe(listing.isoDuration);
      const steps = howTo?.step as Array<{ name: string; url: string; text: string }>;
      expect(steps.map((step) => step.name)).toEqual(listing.steps.map((step) => step.name));
      expect(steps.map((step) => step.text)).toEqual(body.stepTexts);
      const overview = [
        ...document.querySelectorAll('main nav[aria-labelledby="stappen-overzicht"] a'),
      ].map((a) => a.getAttribute("href"));
      expect(overview).toEqual(listing.steps.map((step) => `#${step.anchor}`));
      for (const step of listing.steps) {
        const heading = document.getElementById(step.anchor);
        expect(heading?.tagName).toBe("H2");
        expect(heading?.textContent).toMatch(new RegExp(`^Stap \\d+: ${step.name}`));
      }
      expect(document.querySelector("main figure.article-diagram")).not.toBeNull();
    },
  );

  it("/guides links every card to its guide", () => {
    const document = readDocument(routeHtmlFile("/guides"));
    const links = [...document.querySelectorAll("main #gidsen article a")].map((a) =>
      a.getAttribute("href"),
    );
    expect(links).toEqual(articles.guide.map((guide) => guide.listing.path));
  });
});

describe("help articles", () => {
  it("/help-center lists each category's articles as links, in their order", () => {
    const document = readDocument(routeHtmlFile("/help-center"));
    for (const category of new Set(articles.help.map((a) => a.listing.category))) {
      const expected = articles.help
        .map((a) => a.listing)
        .filter((a) => a.category === category)
        .sort((a, b) => a.order - b.order)
        .map((a) => a.path);
      const card = [...document.querySelectorAll("main #categorieen li")].find(
        (item) => item.querySelector("h3")?.textContent === category,
      );
      const links = [...(card?.querySelectorAll("a") ?? [])].map((a) => a.getAttribute("href"));
      expect(links, category).toEqual(expected);
    }
  });

  it.each(articles.help.map((a) => [a.listing.path, a.listing] as const))(
    "%s: category, updated date, the category's other articles and a link to contact",
    (path, article) => {
      const document = readDocument(routeHtmlFile(path));
      const header = document.querySelector("main article header")?.textContent ?? "";
      expect(header).toContain(article.category);
      expect(header).toContain(formatDateLong(article.updated));
      const related = [...document.querySelectorAll("main article > footer li a")].map((a) =>
        a.getAttribute("href"),
      );
      expect(related).toEqual(
        articles.help
          .map((a) => a.listing)
          .filter((other) => other.category === article.category && other.slug !== article.slug)
          .map((other) => other.path),
      );
      expect(document.querySelector('main article > footer a[href="/contact"]')).not.toBeNull();
    },
  );
});

describe("sitemap and feed", () => {
  it("the sitemap lists every article page with its date as <lastmod>", () => {
    const xml = readFileSync(join(DIST, "sitemap.xml"), "utf8");
    for (const article of [...articles.blog, ...articles.guide, ...articles.help]) {
      const loc = `<loc>${site.url}${article.listing.path}</loc>`;
      expect(xml).toContain(
        article.lastModified ? `${loc}<lastmod>${article.lastModified}</lastmod>` : `${loc}</url>`,
      );
    }
  });

  it("/blog/feed.xml is well-formed Atom 1.0 with every blog article, newest first", () => {
    const xml = readFileSync(join(DIST, "blog", "feed.xml"), "utf8");
    type Node = {
      name: string;
      attributes: Record<string, string>;
      text: string;
      children: Node[];
    };
    const root: Node = { name: "#document", attributes: {}, text: "", children: [] };
    const stack: Node[] = [root];
    const parser = new SaxesParser({ xmlns: true });
    parser.on("opentag", (tag) => {
      const node: Node = {
        name: `${tag.uri}|${tag.local}`,
        attributes: Object.fromEntries(
          Object.values(tag.attributes).map((attribute) => [attribute.local, attribute.value]),
        ),
        text: "",
        children: [],
      };
      stack.at(-1)?.children.push(node);
      stack.push(node);
    });
    parser.on("text", (text) => {
      const current = stack.at(-1);
      if (current) current.text += text;
    });
    parser.on("closetag", () => void stack.pop());
    parser.write(xml).close();

    const ATOM = "http://www.w3.org/2005/Atom";
    const feed = root.children[0];
    expect(feed?.name).toBe(`${ATOM}|feed`);
    const child = (node: Node, name: string) =>
      node.children.filter((candidate) => candidate.name === `${ATOM}|${name}`);
    const one = (node: Node, name: string) => child(node, name)[0]?.text.trim();
    const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
    expect(one(feed, "id")).toBe(`${site.url}/blog`);
    expect(one(feed, "title")).toBe("Vindbaar Blog");
    expect(one(feed, "updated")).toMatch(RFC3339);
    const links = child(feed, "link").map((link) => link.attributes);
    expect(links).toContainEqual({ rel: "self", type: "application/atom+xml", href: FEED_URL });
    expect(links).toContainEqual({ rel: "alternate", type: "text/html", href: `${site.url}/blog` });

    const entries = child(feed, "entry");
    expect(entries.map((entry) => one(entry, "title"))).toEqual(
      articles.blog.map((a) => a.listing.title),
    );
    for (const [index, entry] of entries.entries()) {
      const article = articles.blog[index].listing;
      const url = `${site.url}${article.path}`;
      expect(one(entry, "id")).toBe(url);
      expect(one(entry, "published")).toBe(`${article.date}T00:00:00Z`);
      expect(one(entry, "updated")).toMatch(RFC3339);
      expect(one(child(entry, "author")[0], "name")).toBe(article.author);
      expect(child(entry, "link")[0]?.attributes.href).toBe(url);
      expect(one(entry, "summary")).toBe(article.description);
    }
    expect(one(feed, "updated")).toBe(one(entries[0], "updated"));
  });

  it("the static host serves the feed as Atom", () => {
    const headers = readFileSync(join(DIST, "_headers"), "utf8");
    expect(headers).toContain(
      "/blog/feed.xml\n  Content-Type: application/atom+xml; charset=utf-8",
    );
  });
});
