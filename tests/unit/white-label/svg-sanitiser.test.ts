import { describe, expect, it } from "vitest";
import { sanitiseSvg } from "../../../supabase/functions/_shared/white-label/svg-sanitiser";

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

describe("SVG logos: parsed and rebuilt from an allow-list", () => {
  it.each([
    [
      "a script in the SVG namespace by prefix",
      `<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script>alert(1)</svg:script></svg:svg>`,
    ],
    [
      "an XHTML-namespaced script",
      `<svg ${SVG} xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>`,
    ],
    [
      "an animation that sets an event handler",
      `<svg ${SVG}><rect width="9" height="9"><set attributeName="onmouseover" to="alert(1)"/></rect></svg>`,
    ],
    ["an on* attribute", `<svg ${SVG} onload="alert(1)"/>`],
    ["an upper-case on* attribute", `<svg ${SVG}><rect ONCLICK="alert(1)"/></svg>`],
    ["a javascript: href", `<svg ${SVG}><a href="javascript:alert(1)"><text>x</text></a></svg>`],
    [
      "a javascript: href spelled with character references",
      `<svg ${SVG}><a href="&#106;avascript&#58;alert(1)"><text>x</text></a></svg>`,
    ],
    [
      "a namespaced xlink:href to a javascript: URL",
      `<svg ${SVG} xmlns:x="http://www.w3.org/1999/xlink"><a x:href=" javascript:alert(1)">x</a></svg>`,
    ],
    [
      "foreignObject",
      `<svg ${SVG}><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>`,
    ],
    [
      "an external use reference",
      `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://evil.example/a.svg#x"/></svg>`,
    ],
    ["an external image", `<svg ${SVG}><image href="https://evil.example/p.png"/></svg>`],
    [
      "an external url() in a style attribute",
      `<svg ${SVG}><rect style="fill:url(https://evil.example/p)"/></svg>`,
    ],
    [
      "an escaped url() in a style attribute",
      `<svg ${SVG}><rect style="fill:u\\72l(https://evil.example/p)"/></svg>`,
    ],
    [
      "@import in a style element",
      `<svg ${SVG}><style>@import "https://evil.example/x.css";</style></svg>`,
    ],
    [
      "@import in a CDATA style",
      `<svg ${SVG}><style><![CDATA[@import url(//evil.example/x.css);]]></style></svg>`,
    ],
    [
      "a DOCTYPE with entities",
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${SVG}>&x;</svg>`,
    ],
    [
      "an xml-stylesheet instruction",
      `<?xml-stylesheet href="https://evil.example/x.css"?><svg ${SVG}/>`,
    ],
    [
      "an animation of an href",
      `<svg ${SVG}><a><animate attributeName="href" values="javascript:alert(1)"/></a></svg>`,
    ],
  ])("refuses %s", (_label, markup) => {
    expect(sanitiseSvg(markup)).toEqual({ ok: false, problem: "active" });
  });

  it.each([
    ["text", "hello"],
    ["HTML", "<html><body>x</body></html>"],
    ["an unclosed tag", `<svg ${SVG}><rect>`],
    ["an SVG in another namespace", '<svg xmlns="http://www.w3.org/1999/xhtml"/>'],
    ["an undefined entity", `<svg ${SVG}>&nbsp;</svg>`],
  ])("calls %s malformed", (_label, markup) => {
    expect(sanitiseSvg(markup)).toEqual({ ok: false, problem: "malformed" });
  });

  it("keeps an inert logo as it was written", () => {
    const logo = `<svg ${SVG} viewBox="0 0 200 50"><defs><linearGradient id="g"><stop offset="0" stop-color="#9b87f5"/></linearGradient></defs><rect width="200" height="50" fill="url(#g)"/><use href="#g"/><text x="10" y="30">Bureau &amp; Co</text></svg>`;
    expect(sanitiseSvg(logo)).toEqual({ ok: true, svg: logo });
  });

  it("drops editor metadata, other namespaces and unknown attributes, and adds the SVG namespace", () => {
    const verdict = sanitiseSvg(
      '<?xml version="1.0"?><!-- made by hand --><svg xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" width="10" data-x="1"><metadata><rdf>x</rdf></metadata><sodipodi:namedview pagecolor="#fff"/><path d="M0 0h10" sodipodi:nodetypes="cc" fill="#000"/></svg>',
    );
    expect(verdict).toEqual({
      ok: true,
      svg: '<svg xmlns="http://www.w3.org/2000/svg" width="10"><path d="M0 0h10" fill="#000"/></svg>',
    });
  });
});
