import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { renderArticleMarkdown } from "../../../scripts/content/article-markdown";
import { headTitle, isoDuration } from "../../../scripts/content/articles";
import { buildAtomFeed } from "../../../scripts/content/atom-feed";
import { mermaidFigure } from "../../../scripts/content/mermaid-figure";
import type { BlogListing } from "@/content/articles/types";

describe("article Markdown at build time", () => {
  it("gives every heading an id, unique within the article, without accents", () => {
    const { html, headings } = renderArticleMarkdown(
      "## Stap 1: Foto's toevoegen\n\n### Categorieën\n\n## Categorieën\n",
      "test.md",
    );
    expect(headings.map((heading) => heading.id)).toEqual([
      "stap-1-fotos-toevoegen",
      "categorieen",
      "categorieen-2",
    ]);
    expect(html).toContain('<h2 id="stap-1-fotos-toevoegen">Stap 1: Foto\'s toevoegen</h2>');
  });

  it("marks links off the site rel=noopener, leaves the site's own links alone, escapes raw HTML", () => {
    const { html } = renderArticleMarkdown(
      "[Google](https://search.google.com/) [inloggen](/login) <script>alert(1)</script>",
      "test.md",
    );
    expect(html).toContain('<a href="https://search.google.com/" rel="noopener">Google</a>');
    expect(html).toContain('<a href="/login">inloggen</a>');
    expect(html).toContain("&lt;script&gt;");
  });

  it("turns a Mermaid flowchart into an ordered list in reading order, never raw code", () => {
    const { html } = renderArticleMarkdown(
      "```mermaid\nflowchart LR\n  A[Klantvragen] --> D[Lange lijst]\n  B[Suggesties] --> D\n  D --> E[Kiezen]\n  E -->|elke maand| A\n```\n",
      "test.md",
    );
    expect(html).not.toContain("<pre>");
    const items = [...html.matchAll(/<li[^>]*><span class="flow-node">([^<]+)<\/span>/g)].map(
      (match) => match[1],
    );
    expect(items).toEqual(["Klantvragen", "Suggesties", "Lange lijst", "Kiezen"]);
    // A and B both lead to D: said in words; D goes straight on to E: the list order and an arrow.
    expect(html).toContain(
      '<li><span class="flow-node">Klantvragen</span><span class="flow-leads"><span aria-hidden="true">→ </span><span class="sr-only">gaat naar </span>Lange lijst</span></li>',
    );
    expect(html).toContain(
      '<li class="flow-continues"><span class="flow-node">Lange lijst</span></li>',
    );
    expect(html).toContain("Klantvragen (elke maand)");
  });

  it("turns a quadrant chart into a captioned 2 × 2 grid, top left first", () => {
    const html = mermaidFigure(
      "quadrantChart\n  title Op volgorde\n  x-axis Weinig moeite --> Veel moeite\n  y-axis Weinig impact --> Veel impact\n  quadrant-1 Inplannen\n  quadrant-2 Eerst doen\n  quadrant-3 Later\n  quadrant-4 Laten liggen",
      "test.md",
    );
    expect(html).toContain("<figcaption>Op volgorde</figcaption>");
    expect(
      [...html.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((m) => `${m[1]}: ${m[2]}`),
    ).toEqual([
      "Veel impact, weinig moeite: Eerst doen",
      "Veel impact, veel moeite: Inplannen",
      "Weinig impact, weinig moeite: Later",
      "Weinig impact, veel moeite: Laten liggen",
    ]);
  });

  it("fails the build on a diagram kind it cannot show", () => {
    expect(() => mermaidFigure("sequenceDiagram\n  A->>B: hoi", "guides/x.md")).toThrow(
      /guides\/x\.md: Mermaid diagram "sequenceDiagram"/,
    );
  });
});

describe("article facts", () => {
  it("reads a guide's duration as ISO 8601", () => {
    expect(isoDuration("20 minuten")).toBe("PT20M");
    expect(isoDuration("45 minuten")).toBe("PT45M");
    expect(isoDuration("90 minuten")).toBe("PT1H30M");
    expect(isoDuration("2 uur")).toBe("PT2H");
    expect(() => isoDuration("een middag", "guides/x.md")).toThrow(/guides\/x\.md/);
  });

  it("keeps the head title within 60 characters: with the brand, alone, or the metaTitle", () => {
    expect(headTitle({ title: "Je SEO-rapport lezen" }, "x")).toBe(
      "Je SEO-rapport lezen | Vindbaar",
    );
    const long = "Checklist of volledig rapport, en de PDF downloaden";
    expect(headTitle({ title: long }, "x")).toBe(long);
    const tooLong = "AI-content die wél scoort in Google: kwaliteit boven kwantiteit";
    expect(headTitle({ title: tooLong, metaTitle: "AI-content die scoort | Vindbaar" }, "x")).toBe(
      "AI-content die scoort | Vindbaar",
    );
    expect(() => headTitle({ title: tooLong }, "blog/x.md")).toThrow(/blog\/x\.md.*metaTitle/);
  });
});

describe("the Atom feed", () => {
  const article: BlogListing = {
    kind: "blog",
    slug: "r-d",
    path: "/blog/r-d",
    title: "R&D <\"tips\"> voor je 'site'",
    headTitle: "x",
    description: "Kosten < baten & meer",
    date: "2025-05-20",
    author: "Fatima El Amrani",
    authorRole: "SEO-specialist",
    tags: ["Lokale SEO"],
    related: [],
    readingMinutes: 5,
  };

  it("escapes every text so the XML stays well-formed and the texts come back unchanged", () => {
    const xml = buildAtomFeed("https://vindbaar.nl", [article]);
    const texts = new Map<string, string>();
    let current = "";
    const parser = new SaxesParser({ xmlns: true });
    parser.on("opentag", (tag) => {
      current = tag.local;
    });
    parser.on("text", (text) => {
      if (text.trim()) texts.set(current, text);
    });
    parser.write(xml).close();
    expect(texts.get("title")).toBe(article.title);
    expect(texts.get("summary")).toBe(article.description);
    expect(xml).toContain("<published>2025-05-20T00:00:00Z</published>");
  });
});
