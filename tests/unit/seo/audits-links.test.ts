import { describe, expect, it } from "vitest";
import { auditPage } from "../../../supabase/functions/_shared/seo/index.ts";
import { auditBody, GOOD_HEAD, html, input } from "./page-fixture.ts";

const linkText = (body: string, lang = "nl") => auditBody("link-text", body, GOOD_HEAD, lang);

describe("link-text", () => {
  it("flags Dutch generic texts on a Dutch page with the Dutch list", () => {
    const audit = linkText(
      '<a href="/a">Klik hier</a> <a href="/b"> lees  meer </a> <a href="/c">Onze tarieven</a>',
    );
    expect(audit.score).toBe(0);
    expect(audit.explanation).toBe("2 links gevonden");
    // Advice that fits any business: no example from one sector ("tarieven voor webdesign").
    expect(audit.recommendation).toBe(
      "Vervang linkteksten als 'klik hier' of 'lees meer' door tekst die zegt waar de link heen gaat, zoals de naam van de pagina erachter ('Onze prijzen', 'Neem contact op').",
    );
    expect(audit.details.items).toEqual([
      {
        snippet: '<a href="/a">',
        selector: "html > body > a:nth-of-type(1)",
        href: "https://example.nl/a",
        text: "Klik hier",
        textLang: "nl",
        list: "vindbaar-nl",
      },
      {
        snippet: '<a href="/b">',
        selector: "html > body > a:nth-of-type(2)",
        href: "https://example.nl/b",
        text: "lees meer",
        textLang: "nl",
        list: "vindbaar-nl",
      },
    ]);
  });

  it.each([
    "klik hier",
    "hier",
    "lees meer",
    "meer",
    "meer info",
    "meer informatie",
    "bekijk",
    "ga naar",
    "deze link",
    "link",
    "start",
    "volgende",
    "vorige",
    "klik",
    "hier klikken",
    "verder",
    "verder lezen",
  ])("the Dutch list contains %s", (text) => {
    expect(linkText(`<a href="/x">${text.toUpperCase()}</a>`, "nl-BE").score).toBe(0);
  });

  it("gives Lighthouse's exact verdict with the Dutch list switched off", () => {
    const page = input({
      html: html(GOOD_HEAD, '<a href="/x">klik hier</a><a href="/y">here</a>'),
    });
    expect(auditPage(page, { dutchLinkTexts: false }).audits["link-text"].score).toBe(1);
    expect(auditPage(page).audits["link-text"].score).toBe(0);
  });

  it("does not apply the Dutch list on an English page, but does apply the English one", () => {
    expect(linkText('<a href="/x">lees meer</a>', "en").score).toBe(1);
    expect(linkText('<a href="/x">Read more</a>', "en").details.items[0]).toMatchObject({
      list: "lighthouse",
    });
  });

  it("on a page without lang checks every Lighthouse list and not the Dutch one", () => {
    expect(linkText('<a href="/x">meer</a>', "").score).toBe(1);
    const hier = linkText('<a href="/x">hier</a>', "");
    expect(hier.score).toBe(0); // "hier" is in Lighthouse's German list
    expect(hier.details.items[0]).toMatchObject({ textLang: null, list: "lighthouse" });
  });

  it("uses the link's own lang on a page with several languages", () => {
    const body =
      '<p lang="en">x</p><a href="/x" lang="nl-NL">Meer info</a><a href="/y" lang="en">Meer info</a>';
    const audit = linkText(body, "");
    expect(audit.details.items.map((i) => i.href)).toEqual(["https://example.nl/x"]);
  });

  it("takes the language of the link's content when it has one", () => {
    const body = '<p lang="en">x</p><a href="/x" lang="en"><span lang="nl">lees meer</span></a>';
    expect(linkText(body, "").score).toBe(0);
  });

  it("skips nofollow, javascript:, mailto:, same-page links and empty text", () => {
    const body =
      '<a href="/x" rel="nofollow">klik hier</a><a href="javascript:go()">klik hier</a>' +
      '<a href="mailto:a@b.nl">klik hier</a><a href="/diensten#top">klik hier</a>' +
      '<a href="/x"> </a><a>klik hier</a>';
    expect(linkText(body).score).toBe(1);
  });

  it("keeps a <br> as a line break, so 'lees<br>meer' is not the text 'lees meer'", () => {
    expect(linkText('<a href="/x">lees<br>meer</a>').score).toBe(1);
    expect(linkText('<a href="/x">lees\n   <b>meer</b></a>').score).toBe(0);
  });

  it("ignores hidden text inside the link", () => {
    expect(linkText('<a href="/x">hier<span hidden> onze prijzen</span></a>').score).toBe(0);
    expect(
      linkText('<a href="/x"><span style="display: none">hier</span>Onze prijzen</a>').score,
    ).toBe(1);
  });
});

describe("link-text in a closed <details>", () => {
  // Found by the corpus comparison (faq-details): Chrome skips rendering a closed <details>'s
  // content, so those links' innerText, which Lighthouse reads, is empty.
  it("does not flag links in the hidden content, but does in the summary or when open", () => {
    const closed = '<details><summary>Q</summary><p><a href="/x">Read more</a></p></details>';
    expect(linkText(closed, "en").score).toBe(1);
    const shown = [
      '<details open><summary>Q</summary><a href="/x">Read more</a></details>',
      '<details><summary>Q <a href="/x">read more</a></summary></details>',
      // Under display:none there is no layout box at all: innerText is the textContent.
      '<div hidden><details><summary>Q</summary><a href="/x">Read more</a></details></div>',
    ];
    for (const body of shown) expect(linkText(body, "en").score).toBe(0);
  });
});

describe("crawlable-anchors", () => {
  const anchors = (body: string) => auditBody("crawlable-anchors", body);

  it("passes ordinary, fragment, query, tel:, protocol-relative and empty hrefs", () => {
    const body =
      '<a href="/x">a</a><a href="#">b</a><a href="#top">c</a><a href="?q=1">d</a>' +
      '<a href="tel:0612345678">e</a><a href="//cdn.example.nl/x">f</a><a href="">g</a><a>placeholder</a>';
    expect(anchors(body).score).toBe(1);
  });

  it.each([
    ['<a href="javascript:void(0)">x</a>'],
    ['<a href="javascript: void(0);">x</a>'],
    ['<a href="javascript:void 0">x</a>'],
    ['<a href="file:///C:/site/index.html">x</a>'],
    ['<a target="_blank">x</a>'],
    ['<a onclick="go()">x</a>'],
    ['<a href="ftp://">x</a>'],
  ])("fails %s", (body) => {
    const audit = anchors(body);
    expect(audit.score).toBe(0);
    expect(audit.details.items).toHaveLength(1);
  });

  it("skips anchors with a role, mailto:, an id with empty href, and named anchors", () => {
    const body =
      '<a role="button" href="javascript:void(0)">a</a><a href="mailto:x@y.nl">b</a>' +
      '<a id="anker" href="">c</a><a name="top" href="javascript:void(0)">d</a>';
    expect(anchors(body).score).toBe(1);
  });

  it("still fails a named anchor with a file: href", () => {
    expect(anchors('<a name="x" href="file:///tmp/a">x</a>').score).toBe(0);
  });

  it("reports snippet and selector of the failing anchor", () => {
    const audit = anchors(
      '<nav class="menu main extra"><a href="javascript:void(0)" class="knop">Menu</a></nav>',
    );
    expect(audit.details.items).toEqual([
      {
        snippet: '<a href="javascript:void(0)" class="knop">',
        selector: "html > body > nav.menu.main > a.knop",
      },
    ]);
    expect(audit.title).toBe("Links kunnen niet worden gecrawld");
  });
});
