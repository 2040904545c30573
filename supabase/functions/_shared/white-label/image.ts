import type { ImageType } from "../contract/white-label.ts";
import type { WhiteLabelMessageCode } from "../contract/white-label-messages.ts";
import { decodeDataUrl, svgDataUrl } from "./logo.ts";
import { sanitiseSvg } from "./svg-sanitiser.ts";

/**
 * Byte checks of an uploaded logo or favicon (the contract checks shape and size): the content
 * must really be the image type it declares. An SVG is parsed and rebuilt from an allow-list
 * (./svg-sanitiser.ts): active content refuses it, and what is stored is the rebuilt markup, never
 * the uploaded text, so no difference between our parser and a browser's can smuggle anything in.
 */
export type ImageProblem = Extract<
  WhiteLabelMessageCode,
  "imageMismatch" | "svgActive" | "svgMalformed"
>;
/**
 * Accepted: the data URL to store (an SVG's rebuilt markup, other images unchanged). A refusal
 * names the problem by its message code; the function words it in the caller's language.
 */
export type ImageCheck = { ok: true; dataUrl: string } | { ok: false; problem: ImageProblem };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

function detectType(bytes: Uint8Array): ImageType | "text" {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  return "text";
}

/** Checks a data URL that already passed the contract schema. */
export function checkImage(dataUrl: string): ImageCheck {
  const image = decodeDataUrl(dataUrl);
  if (!image) return { ok: false, problem: "imageMismatch" };
  const { bytes } = image;
  const detected = detectType(bytes);
  if (image.type !== "image/svg+xml") {
    return detected === image.type
      ? { ok: true, dataUrl }
      : { ok: false, problem: "imageMismatch" };
  }
  if (detected !== "text") return { ok: false, problem: "imageMismatch" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: "svgMalformed" };
  }
  const verdict = sanitiseSvg(text);
  if (!verdict.ok)
    return { ok: false, problem: verdict.problem === "active" ? "svgActive" : "svgMalformed" };
  return { ok: true, dataUrl: svgDataUrl(verdict.svg) };
}
