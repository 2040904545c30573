import { parseDataUrl, type ImageType } from "../contract/white-label.ts";
import type { WhiteLabelMessageCode } from "../contract/white-label-messages.ts";

/**
 * Byte checks of an uploaded logo or favicon (the contract checks shape and size): the content
 * must really be the image type it declares, and an SVG must be inert. No SVG sanitiser is
 * available in both runtimes (Deno and the emulator's Node) without a new dependency, so an SVG
 * that contains anything active is refused instead of cleaned, which the issue allows: scripts,
 * event handlers, foreignObject, embedded documents, entity declarations and every reference that
 * is not a fragment of the image itself (href, xlink:href, url(), @import).
 */
export type ImageProblem = Extract<
  WhiteLabelMessageCode,
  "imageMismatch" | "svgActive" | "svgMalformed"
>;
/** A refusal names the problem by its message code; the function words it in the caller's language. */
export type ImageCheck = { ok: true } | { ok: false; problem: ImageProblem };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

function decodeBase64(base64: string): Uint8Array | null {
  try {
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

/** Patterns that make an SVG active or make it load something from outside the file. */
const ACTIVE_SVG: RegExp[] = [
  /<\s*script\b/i,
  /<\s*foreignObject\b/i,
  /<\s*(?:iframe|embed|object|audio|video|image|handler|listener)\b/i,
  /<!\s*(?:DOCTYPE|ENTITY)\b/i,
  // on* event handler attributes (onload=, onclick = …), also after a slash or newline.
  /[\s/"']on[a-z]+\s*=/i,
  // Any href (plain, xlink: or another namespace) that is not a local #fragment.
  /\bhref\s*=\s*(?!["']\s*#)/i,
  // Animations that rewrite an href attribute.
  /attributeName\s*=\s*["']?\s*(?:[a-z]+:)?href/i,
  /url\s*\(\s*(?!["']?\s*#)/i,
  /@import\b/i,
  /javascript\s*:/i,
  // Character references could spell any of the above past these patterns.
  /&#/,
];

export function svgProblem(text: string): ImageProblem | null {
  if (!/<\s*svg[\s>]/i.test(text)) return "svgMalformed";
  return ACTIVE_SVG.some((pattern) => pattern.test(text)) ? "svgActive" : null;
}

function detectType(bytes: Uint8Array): ImageType | "text" {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  return "text";
}

/** Checks a data URL that already passed the contract schema. */
export function checkImage(dataUrl: string): ImageCheck {
  const parsed = parseDataUrl(dataUrl);
  const bytes = parsed && decodeBase64(parsed.base64);
  if (!parsed || !bytes) return { ok: false, problem: "imageMismatch" };
  const detected = detectType(bytes);
  if (parsed.type !== "image/svg+xml") {
    return detected === parsed.type ? { ok: true } : { ok: false, problem: "imageMismatch" };
  }
  if (detected !== "text") return { ok: false, problem: "imageMismatch" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: "svgMalformed" };
  }
  const problem = svgProblem(text);
  return problem ? { ok: false, problem } : { ok: true };
}
