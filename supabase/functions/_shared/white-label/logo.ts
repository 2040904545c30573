import { parseDataUrl, type ImageType } from "../contract/white-label.ts";

/**
 * A logo or favicon as the white-label settings store it: a base64 data URL of a PNG, JPEG or
 * (rebuilt, see image.ts) SVG. The one place that turns it into bytes and back.
 */
export interface DecodedImage {
  type: ImageType;
  bytes: Uint8Array;
}

/** The declared type and the bytes of a data URL, or null when it is not one we store. */
export function decodeDataUrl(dataUrl: string): DecodedImage | null {
  const parsed = parseDataUrl(dataUrl);
  if (!parsed) return null;
  try {
    const binary = atob(parsed.base64);
    return { type: parsed.type, bytes: Uint8Array.from(binary, (char) => char.charCodeAt(0)) };
  } catch {
    return null;
  }
}

/** An SVG's markup as the data URL to store. */
export function svgDataUrl(svg: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/**
 * A stored logo as a report PDF can draw it: PNG or JPEG bytes; an SVG (which pdf-lib cannot
 * draw), no logo or anything else is null, and the report shows the company name instead.
 */
export function logoForPdf(
  dataUrl: string | null,
): { bytes: Uint8Array; type: "png" | "jpg" } | null {
  const image = dataUrl === null ? null : decodeDataUrl(dataUrl);
  if (!image || image.type === "image/svg+xml") return null;
  return { bytes: image.bytes, type: image.type === "image/png" ? "png" : "jpg" };
}
