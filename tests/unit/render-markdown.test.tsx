// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { parseMarkdown, renderMarkdown } from "@/lib/render-markdown";

function renderInto(source: string, headingOffset?: number) {
  return render(<div data-testid="root">{renderMarkdown(source, { headingOffset })}</div>).container
    .firstElementChild as HTMLElement;
}

describe("renderMarkdown", () => {
  it("maps ## to h4 and ### to h5 by default, so the article fits under the section's h2/h3", () => {
    const root = renderInto("# Titel\n\n## Sectie\n\n### Subsectie");
    expect(Array.from(root.children).map((el) => [el.tagName, el.textContent])).toEqual([
      ["H3", "Titel"],
      ["H4", "Sectie"],
      ["H5", "Subsectie"],
    ]);
  });

  it("honours another heading offset and never goes past h6", () => {
    const root = renderInto("## Sectie\n\n###### Diep", 1);
    expect(root.querySelector("h3")?.textContent).toBe("Sectie");
    expect(root.querySelector("h6")?.textContent).toBe("Diep");
  });

  it("joins consecutive lines into one paragraph and splits paragraphs on blank lines", () => {
    const root = renderInto("Eerste regel\ntweede regel.\n\nNieuwe alinea.");
    const paragraphs = root.querySelectorAll("p");
    expect(Array.from(paragraphs, (p) => p.textContent)).toEqual([
      "Eerste regel tweede regel.",
      "Nieuwe alinea.",
    ]);
  });

  it("renders consecutive '- ' lines as one list", () => {
    const root = renderInto("Intro:\n- een\n- twee\n- drie\n\nSlot.");
    expect(root.querySelectorAll("ul")).toHaveLength(1);
    expect(Array.from(root.querySelectorAll("li"), (li) => li.textContent)).toEqual([
      "een",
      "twee",
      "drie",
    ]);
    expect(Array.from(root.children, (el) => el.tagName)).toEqual(["P", "UL", "P"]);
  });

  it("renders **bold** as <strong> in paragraphs, list items and headings", () => {
    const root = renderInto(
      "Dit is **belangrijk** en **dit ook**.\n\n- **Stap 1.** Begin.\n\n## Kop met **nadruk**",
    );
    expect(Array.from(root.querySelectorAll("strong"), (el) => el.textContent)).toEqual([
      "belangrijk",
      "dit ook",
      "Stap 1.",
      "nadruk",
    ]);
    expect(root.querySelector("p")?.textContent).toBe("Dit is belangrijk en dit ook.");
  });

  it("leaves an unmatched ** as text", () => {
    const root = renderInto("Twee ** sterren");
    expect(root.querySelector("strong")).toBeNull();
    expect(root.textContent).toBe("Twee ** sterren");
  });

  it("shows HTML-looking input as text instead of parsing it", () => {
    const source =
      '## <img src=x onerror="alert(1)">\n\n<script>alert("x")</script> en <b>vet</b>\n\n- <a href="javascript:alert(1)">link</a>';
    const root = renderInto(source);
    expect(root.querySelector("script, img, b, a")).toBeNull();
    expect(root.querySelector("h4")?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(root.querySelector("p")?.textContent).toBe('<script>alert("x")</script> en <b>vet</b>');
    expect(root.querySelector("li")?.textContent).toBe('<a href="javascript:alert(1)">link</a>');
  });

  it("renders [text](url) as a link for http(s) and site-relative addresses only", () => {
    const root = renderInto(
      "Lees [onze **prijzen**](/pricing) en [de bron](https://example.nl/a).\n\n[kwaad](javascript:alert(1)) en [ander](//evil.nl)",
    );
    const links = Array.from(root.querySelectorAll("a"), (a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["onze prijzen", "/pricing"],
      ["de bron", "https://example.nl/a"],
    ]);
    expect(root.querySelector("a strong")?.textContent).toBe("prijzen");
    expect(root.querySelectorAll("p")[1]?.textContent).toBe(
      "[kwaad](javascript:alert(1)) en [ander](//evil.nl)",
    );
  });

  it("parses into blocks", () => {
    expect(parseMarkdown("## Kop\nTekst\n- punt")).toEqual([
      { kind: "heading", depth: 2, text: "Kop" },
      { kind: "paragraph", text: "Tekst" },
      { kind: "list", items: ["punt"] },
    ]);
    expect(parseMarkdown("\n\n  \n")).toEqual([]);
  });
});
