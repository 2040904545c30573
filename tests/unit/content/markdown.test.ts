import { describe, expect, it } from "vitest";
import {
  markdownToHtml,
  renderDraftHtml,
} from "../../../supabase/functions/_shared/content/markdown.ts";

describe("markdownToHtml", () => {
  it("renders headings, paragraphs, lists, emphasis and links", () => {
    expect(
      markdownToHtml(
        "# Titel\n\n## Kop\n\nTekst met **nadruk** en [een link](https://x.nl/a).\n\n- een\n- twee\n",
      ),
    ).toBe(
      '<h1>Titel</h1>\n<h2>Kop</h2>\n<p>Tekst met <strong>nadruk</strong> en <a href="https://x.nl/a">een link</a>.</p>\n<ul>\n<li>een</li>\n<li>twee</li>\n</ul>\n',
    );
  });

  it("escapes raw HTML instead of passing it through", () => {
    expect(markdownToHtml('<script>alert("x")</script>')).toBe(
      "<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>\n",
    );
    expect(markdownToHtml('Tekst <img src=x onerror="alert(1)"> erna')).toBe(
      "<p>Tekst &lt;img src=x onerror=&quot;alert(1)&quot;&gt; erna</p>\n",
    );
    expect(markdownToHtml("<div>\nblok\n</div>")).not.toContain("<div>");
  });

  it("drops links with a script or file scheme", () => {
    const html = markdownToHtml("[a](javascript:alert(1)) [b](vbscript:x) [c](file:///etc/passwd)");
    expect(html).not.toContain("<a");
  });
});

describe("renderDraftHtml", () => {
  const draft = {
    title: "Titel",
    metaTitle: 'Titel "met" <tekens> & meer',
    metaDescription: 'Een "beschrijving" met <tekens>.',
    markdown: "# Titel\n\nTekst.\n",
  };

  it("wraps the body in a complete Dutch document with the meta tags", () => {
    expect(renderDraftHtml(draft)).toBe(
      [
        "<!DOCTYPE html>",
        '<html lang="nl">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        "<title>Titel &quot;met&quot; &lt;tekens&gt; &amp; meer</title>",
        '<meta name="description" content="Een &quot;beschrijving&quot; met &lt;tekens&gt;.">',
        "</head>",
        "<body>",
        "<article>",
        "<h1>Titel</h1>\n<p>Tekst.</p>",
        "</article>",
        "</body>",
        "</html>",
        "",
      ].join("\n"),
    );
  });

  it("takes another language", () => {
    expect(renderDraftHtml(draft, "en")).toContain('<html lang="en">');
  });
});
