import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from "saxes";

/**
 * An uploaded SVG logo parsed by a real, namespace-aware XML parser (saxes, the parser jsdom uses)
 * and written out again from an allow-list. Matching the raw text cannot work: a prefix
 * (`<svg:script>`, `<h:script>` with the XHTML namespace), an animation that sets an event
 * attribute (`<set attributeName="onmouseover">`) or a character reference all spell active
 * content that a text pattern does not see, and the browser's parser decides, not ours.
 *
 * So we decide on the parsed tree and store only what we wrote ourselves:
 * - active content anywhere, in any namespace, refuses the image ("active"): scripts, event
 *   handlers, foreignObject and other embedding elements, animations, a DOCTYPE (entities),
 *   processing instructions (xml-stylesheet), references that are not a #fragment of the image
 *   (href in any namespace, url(), @import) and javascript: anywhere;
 * - the rest is rebuilt: SVG elements and attributes on the allow-lists below are kept, every
 *   other element is dropped with its content (editor metadata, other namespaces) and every other
 *   attribute is dropped; text and attribute values are escaped again on output.
 * Something that is not well-formed XML, or whose root is not <svg>, is "malformed".
 */
export type SvgVerdict = { ok: true; svg: string } | { ok: false; problem: "active" | "malformed" };

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";

/** Elements that run, embed or animate something: their presence refuses the image. */
const ACTIVE_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "embed",
  "object",
  "image",
  "audio",
  "video",
  "handler",
  "listener",
  "set",
  "animate",
  "animatemotion",
  "animatetransform",
  "animatecolor",
  "discard",
  "feimage",
]);

/** SVG elements a static logo is drawn with. */
const ALLOWED_ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "style",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "filter",
  "feGaussianBlur",
  "feOffset",
  "feBlend",
  "feColorMatrix",
  "feComposite",
  "feFlood",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feDropShadow",
]);

/** Attributes without a namespace that only describe geometry, paint and text. */
const ALLOWED_ATTRIBUTES = new Set([
  "id",
  "class",
  "style",
  "version",
  "viewBox",
  "preserveAspectRatio",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "d",
  "points",
  "pathLength",
  "transform",
  "href",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "color",
  "display",
  "visibility",
  "clip-path",
  "clip-rule",
  "clipPathUnits",
  "mask",
  "maskUnits",
  "maskContentUnits",
  "filter",
  "filterUnits",
  "primitiveUnits",
  "in",
  "in2",
  "result",
  "stdDeviation",
  "dx",
  "dy",
  "mode",
  "operator",
  "k1",
  "k2",
  "k3",
  "k4",
  "values",
  "type",
  "radius",
  "flood-color",
  "flood-opacity",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "patternUnits",
  "patternContentUnits",
  "patternTransform",
  "markerWidth",
  "markerHeight",
  "markerUnits",
  "refX",
  "refY",
  "orient",
  "marker-start",
  "marker-mid",
  "marker-end",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "letter-spacing",
  "word-spacing",
  "text-decoration",
  "startOffset",
  "textLength",
  "lengthAdjust",
]);

/** A reference in CSS or a value that leaves the image, or a script URL. */
function activeValue(value: string): boolean {
  const plain = value.replace(/\\[0-9a-f]{1,6}\s?|\\./gi, "?").toLowerCase();
  if (
    /javascript\s*:|vbscript\s*:|data\s*:|@import|expression\s*\(|-moz-binding|behavior\s*:/.test(
      plain,
    )
  )
    return true;
  for (const match of plain.matchAll(/url\s*\(\s*(["']?)\s*([^)]*)/g)) {
    if (!match[2].startsWith("#")) return true;
  }
  // A CSS escape can spell url( or an @rule past the checks above.
  return value.includes("\\");
}

function activeAttribute(attribute: SaxesAttributeNS): boolean {
  const local = attribute.local.toLowerCase();
  if (local.startsWith("on")) return true;
  if (local === "href") return !attribute.value.trim().startsWith("#");
  if (local === "attributename") return true;
  return activeValue(attribute.value);
}

function keptAttribute(attribute: SaxesAttributeNS): string | null {
  if (attribute.prefix === "xmlns" || attribute.name === "xmlns") return null;
  if (attribute.uri === XLINK_NS && attribute.local === "href") return "xlink:href";
  if (attribute.uri === XML_NS && attribute.local === "space") return "xml:space";
  if (attribute.uri !== "") return null;
  return ALLOWED_ATTRIBUTES.has(attribute.local) ? attribute.local : null;
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;");
}

class Refused extends Error {
  constructor(readonly problem: "active" | "malformed") {
    super(problem);
  }
}

export function sanitiseSvg(source: string): SvgVerdict {
  const parser = new SaxesParser({ xmlns: true });
  const out: string[] = [];
  /** Per open element: was it written (false: dropped, its content too). */
  const open: { name: string; kept: boolean }[] = [];
  /** The root's namespace: an SVG without xmlns is still read as SVG (and written with it). */
  let svgNamespace: string | null = null;
  /** Inside a kept <style>, whose text is CSS. */
  let styleDepth = 0;
  const writing = () => open.every((element) => element.kept);

  parser.on("error", (error) => {
    throw error instanceof Refused ? error : new Refused("malformed");
  });
  parser.on("doctype", () => {
    throw new Refused("active");
  });
  parser.on("processinginstruction", () => {
    throw new Refused("active");
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    const uri = tag.uri ?? "";
    if (open.length === 0) {
      if (tag.local !== "svg" || (uri !== SVG_NS && uri !== "")) throw new Refused("malformed");
      svgNamespace = uri;
    }
    if (ACTIVE_ELEMENTS.has(tag.local.toLowerCase())) throw new Refused("active");
    const attributes = Object.values(tag.attributes) as SaxesAttributeNS[];
    if (attributes.some(activeAttribute)) throw new Refused("active");

    const kept = writing() && uri === svgNamespace && ALLOWED_ELEMENTS.has(tag.local);
    open.push({ name: tag.local, kept });
    if (!kept) return;
    if (tag.local === "style") styleDepth++;
    const written = attributes.flatMap((attribute) => {
      const name = keptAttribute(attribute);
      return name ? [` ${name}="${escapeAttribute(attribute.value)}"`] : [];
    });
    if (open.length === 1) {
      written.unshift(` xmlns="${SVG_NS}"`);
      if (attributes.some((attribute) => attribute.uri === XLINK_NS))
        written.unshift(` xmlns:xlink="${XLINK_NS}"`);
    }
    out.push(`<${tag.local}${written.join("")}${tag.isSelfClosing ? "/" : ""}>`);
  });
  parser.on("closetag", (tag: SaxesTagNS) => {
    const wasWriting = writing();
    const element = open.pop();
    if (!element?.kept || !wasWriting) return;
    if (element.name === "style") styleDepth--;
    if (!tag.isSelfClosing) out.push(`</${element.name}>`);
  });
  const onText = (text: string) => {
    if (styleDepth > 0 && activeValue(text)) throw new Refused("active");
    if (open.length > 0 && writing()) out.push(escapeText(text));
  };
  parser.on("text", onText);
  parser.on("cdata", onText);

  try {
    parser.write(source).close();
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem };
    return { ok: false, problem: "malformed" };
  }
  if (out.length === 0) return { ok: false, problem: "malformed" };
  return { ok: true, svg: out.join("") };
}
