import { describe, expect, it } from "vitest";
import {
  allElements,
  innerText,
  parseHtml,
  selectorOf,
  snippetOf,
} from "../../../supabase/functions/_shared/seo/dom.ts";
import { parseLinkHeader } from "../../../supabase/functions/_shared/seo/link-header.ts";

const first = (html: string, tag: string) => {
  const el = allElements(parseHtml(html)).find((e) => e.tagName === tag);
  if (!el) throw new Error(`no <${tag}>`);
  return el;
};

describe("dom helpers", () => {
  it("caps attribute values at 75 characters in a snippet, like Lighthouse", () => {
    const el = first(`<a href="/${"x".repeat(100)}" title='say "hi"'>t</a>`, "a");
    expect(snippetOf(el)).toBe(`<a href="/${"x".repeat(74)}…" title="say &quot;hi&quot;">`);
  });

  it("builds a selector from the nearest id, with classes and nth-of-type", () => {
    const html =
      '<div id="main"><ul class="nav primary extra"><li>a</li><li><a class="x:y">b</a></li></ul></div>';
    expect(selectorOf(first(html, "a"))).toBe(
      "div#main > ul.nav.primary > li:nth-of-type(2) > a.x\\:y",
    );
  });

  it("reads rendered text: collapsed spaces, <br> kept, hidden and script text left out", () => {
    const el = first(
      "<p>  Lees \n  <b>meer</b><br> over <span hidden>geheim</span><script>x()</script>ons</p>",
      "p",
    );
    expect(innerText(el)).toBe(" Lees meer\nover ons");
  });
});

describe("parseLinkHeader", () => {
  it("splits links and parameters outside quotes and angle brackets", () => {
    expect(
      parseLinkHeader(
        '<https://example.nl/a,b>; rel="canonical", <https://example.nl/en>; rel=alternate; hreflang="en"; title="a, b"',
      ),
    ).toEqual([
      { uri: "https://example.nl/a,b", params: { rel: "canonical" } },
      { uri: "https://example.nl/en", params: { rel: "alternate", hreflang: "en", title: "a, b" } },
    ]);
  });

  it("skips values that are not links", () => {
    expect(parseLinkHeader("nonsense, <>; rel=x")).toEqual([{ uri: "", params: { rel: "x" } }]);
  });
});
