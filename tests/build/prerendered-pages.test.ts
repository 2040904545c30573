import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { publicPaths } from "@/config/public-routes";
import { routeLanguage } from "@/config/route-facts";
import { site } from "@/config/site";
import { pageMeta } from "@/content/page-meta";
import { DIST, distExists, readDocument, routeHtmlFile } from "./dist-files";

beforeAll(() => {
  if (!distExists()) throw new Error("dist/ is missing: run `npm run build` first.");
});

function jsonLdTypes(document: Document): Array<Record<string, unknown>> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? "null"),
  );
}

describe.each(publicPaths)("prerendered %s", (path) => {
  const meta = pageMeta[path];

  it("exists as <route>/index.html and <route>.html", () => {
    expect(existsSync(routeHtmlFile(path))).toBe(true);
    if (path !== "/") expect(existsSync(join(DIST, `${path.slice(1)}.html`))).toBe(true);
  });

  it("carries its full content: one non-empty h1, the header and the footer, marked for hydration", () => {
    const document = readDocument(routeHtmlFile(path));
    const headings = document.querySelectorAll("h1");
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent?.trim().length).toBeGreaterThan(3);
    expect(document.querySelector("#root")?.hasAttribute("data-ssr")).toBe(true);
    expect(document.querySelector("header nav a[href='/pricing']")).not.toBeNull();
    // An English page (a legal text) links to the English legal texts.
    const privacyPath = routeLanguage(path) === "en" ? "/en/privacy-policy" : "/privacy-policy";
    expect(document.querySelector(`footer a[href='${privacyPath}']`)).not.toBeNull();
    expect(document.body.textContent?.length).toBeGreaterThan(800);
  });

  it("hydrates its content together with the layout, not as a separate Suspense boundary", () => {
    // A server-rendered boundary (<!--$-->) is hydrated apart from the rest, and a context change
    // above it right after hydration re-renders the whole page synchronously (issue 13).
    const html = readFileSync(routeHtmlFile(path), "utf8");
    expect(html).toMatch(/<main id="main"[^>]*>/);
    expect(html).not.toMatch(/<main id="main"[^>]*><!--\$/);
  });

  it("has its title, description, canonical, Open Graph and Twitter tags in <head>", () => {
    const document = readDocument(routeHtmlFile(path));
    const head = document.head;
    const content = (selector: string) => head.querySelector(selector)?.getAttribute("content");
    const canonical = `${site.url}${path === "/" ? "/" : path}`;
    expect(head.querySelectorAll("title")).toHaveLength(1);
    expect(document.title).toBe(meta.title);
    expect(content('meta[name="description"]')).toBe(meta.description);
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonical);
    expect(content('meta[property="og:url"]')).toBe(canonical);
    expect(content('meta[property="og:title"]')).toBe(meta.title);
    expect(content('meta[property="og:image"]')).toBe(`${site.url}/og-image.png`);
    expect(content('meta[property="og:image:width"]')).toBe("1200");
    expect(content('meta[property="og:image:height"]')).toBe("630");
    expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

describe("legal texts in Dutch and English", () => {
  const versions = [
    ["/privacy-policy", "/en/privacy-policy"],
    ["/terms-of-service", "/en/terms-of-service"],
  ] as const;

  it.each(versions)("%s is Dutch, %s English, each pointing to the other", (dutch, english) => {
    const dutchHtml = readFileSync(routeHtmlFile(dutch), "utf8");
    const englishHtml = readFileSync(routeHtmlFile(english), "utf8");
    expect(dutchHtml).toContain('<html lang="nl">');
    expect(englishHtml).toContain('<html lang="en">');
    for (const html of [dutchHtml, englishHtml]) {
      const head = readDocument(
        html === dutchHtml ? routeHtmlFile(dutch) : routeHtmlFile(english),
      ).head;
      const alternate = (lang: string) =>
        head.querySelector(`link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute("href");
      expect(alternate("nl")).toBe(`${site.url}${dutch}`);
      expect(alternate("en")).toBe(`${site.url}${english}`);
      expect(alternate("x-default")).toBe(`${site.url}${dutch}`);
    }
    const englishDocument = readDocument(routeHtmlFile(english));
    // The site's own header and footer stay Dutch, and say so.
    expect(englishDocument.querySelector("header")?.getAttribute("lang")).toBe("nl");
    expect(englishDocument.querySelector("footer")?.getAttribute("lang")).toBe("nl");
    expect(englishDocument.querySelector(`main a[href="${dutch}"][hreflang="nl"]`)).not.toBeNull();
    expect(
      readDocument(routeHtmlFile(dutch)).querySelector(`main a[href="${english}"][hreflang="en"]`),
    ).not.toBeNull();
    expect(
      englishDocument.head.querySelector('meta[property="og:locale"]')?.getAttribute("content"),
    ).toBe("en_GB");
  });

  it("both versions are in the sitemap", () => {
    const sitemap = readFileSync(join(DIST, "sitemap.xml"), "utf8");
    for (const path of versions.flat()) expect(sitemap).toContain(`<loc>${site.url}${path}</loc>`);
  });
});

describe("structured data", () => {
  it("home page: Organization", () => {
    const [organization] = jsonLdTypes(readDocument(routeHtmlFile("/")));
    expect(organization).toMatchObject({
      "@type": "Organization",
      name: "Vindbaar",
      url: `${site.url}/`,
    });
  });

  it("pricing: SoftwareApplication with one EUR Offer per plan", () => {
    const [app] = jsonLdTypes(readDocument(routeHtmlFile("/pricing")));
    expect(app?.["@type"]).toBe("SoftwareApplication");
    const offers = app?.offers as Array<Record<string, string>>;
    expect(offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ["Basic", "19.00", "EUR"],
      ["Pro", "49.00", "EUR"],
      ["Ultimate", "99.00", "EUR"],
      ["Power", "199.00", "EUR"],
    ]);
  });

  it("faq: FAQPage whose questions are the ones on the page", () => {
    const document = readDocument(routeHtmlFile("/faq"));
    const [faq] = jsonLdTypes(document);
    expect(faq?.["@type"]).toBe("FAQPage");
    const questions = (faq?.mainEntity as Array<{ name: string }>).map((entry) => entry.name);
    expect(questions).toHaveLength(8);
    for (const question of questions) expect(document.body.textContent).toContain(question);
  });

  it("no other page carries JSON-LD claims", () => {
    const others = publicPaths.filter((path) => !["/", "/pricing", "/faq"].includes(path));
    for (const path of others) expect(jsonLdTypes(readDocument(routeHtmlFile(path)))).toEqual([]);
  });
});

describe("metadata across routes", () => {
  const titles = publicPaths.map((path) => readDocument(routeHtmlFile(path)).title);
  const descriptions = publicPaths.map(
    (path) =>
      readDocument(routeHtmlFile(path))
        .head.querySelector('meta[name="description"]')
        ?.getAttribute("content") ?? "",
  );

  it("titles are unique and at most 60 characters", () => {
    expect(new Set(titles).size).toBe(publicPaths.length);
    for (const title of titles) expect(title.length, title).toBeLessThanOrEqual(60);
  });

  it("descriptions are unique and 120–160 characters", () => {
    expect(new Set(descriptions).size).toBe(publicPaths.length);
    for (const description of descriptions) {
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });
});

describe("not-found page and SPA shell", () => {
  it("404.html is the not-found page and is kept out of the index", () => {
    const document = readDocument(join(DIST, "404.html"));
    expect(document.querySelector("h1")?.textContent).toBe("404");
    expect(document.body.textContent).toContain("Oops! Page not found");
    expect(document.querySelector('main a[href="/"]')?.textContent).toContain("Return to Home");
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toContain(
      "noindex",
    );
  });

  it("app-shell.html is the untouched client-rendered shell", () => {
    const html = readFileSync(join(DIST, "app-shell.html"), "utf8");
    expect(html).toContain('<div id="root"><!--app-html--></div>');
    expect(html).toContain('<html lang="nl">');
  });
});
