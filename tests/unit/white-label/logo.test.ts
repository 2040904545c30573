import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  decodeDataUrl,
  logoForPdf,
  svgDataUrl,
} from "../../../supabase/functions/_shared/white-label/logo.ts";

const PNG = new Uint8Array(
  readFileSync(new URL("../../fixtures/white-label-logo.png", import.meta.url)),
);
const pngDataUrl = `data:image/png;base64,${Buffer.from(PNG).toString("base64")}`;

describe("the white-label logo as stored", () => {
  it("decodes a data URL into its declared type and bytes", () => {
    expect(decodeDataUrl(pngDataUrl)).toEqual({ type: "image/png", bytes: PNG });
    expect(decodeDataUrl("data:image/gif;base64,R0lGOD==")).toBeNull();
    expect(decodeDataUrl("geen data-URL")).toBeNull();
  });

  it("stores an SVG's markup as a data URL that decodes back to the same text", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>Bäkker</title></svg>';
    const decoded = decodeDataUrl(svgDataUrl(svg));
    expect(decoded?.type).toBe("image/svg+xml");
    expect(new TextDecoder().decode(decoded?.bytes)).toBe(svg);
  });

  it("gives a report PDF PNG and JPEG bytes, and null for SVG or no logo", () => {
    expect(logoForPdf(pngDataUrl)).toEqual({ type: "png", bytes: PNG });
    expect(logoForPdf("data:image/jpeg;base64,/9j/4AAQ")).toEqual({
      type: "jpg",
      bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    });
    expect(logoForPdf(svgDataUrl("<svg/>"))).toBeNull();
    expect(logoForPdf(null)).toBeNull();
  });
});
