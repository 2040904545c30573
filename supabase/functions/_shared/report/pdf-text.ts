/**
 * Text and colour helpers for the report PDF. pdf-lib's standard fonts (Helvetica) encode
 * WinAnsi (Windows-1252) only and throw on anything else, while customer data (page titles,
 * keywords, a reseller's name) can hold any Unicode: every string drawn goes through safeText.
 */
import { rgb, type RGB } from "pdf-lib";

/** Characters outside Latin-1 that WinAnsi still has. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Look-alikes for common characters WinAnsi lacks; letters that do not decompose (ł, đ, ı). */
const REPLACEMENTS: Record<string, string> = {
  "≥": ">=",
  "≤": "<=",
  "→": "->",
  "←": "<-",
  "✓": "v",
  "✔": "v",
  "✗": "x",
  "✘": "x",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "′": "'",
  "″": '"',
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ı: "i",
};

/** Format characters (zero-width, bidi marks, the soft hyphen): invisible, so dropped. */
const INVISIBLE = /\p{Cf}/u;
/**
 * Emoji and stray combining marks (emoji variation selectors) WinAnsi lacks: dropped rather
 * than shown as "?", a name like "IJssalon 🍦" can do without them. (© and ® encode and stay.)
 */
const DECORATION = /[\p{M}\p{Extended_Pictographic}]/u;
/** Spaces of other widths (thin, narrow no-break, …) become a plain space. */
const OTHER_SPACE = /\p{Zs}/u;

function encodable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

/**
 * The text reduced to what WinAnsi can encode: Dutch (é, ë, ï, ĳ as ij) stays as it is, other
 * accented letters lose only the accent (ő → o, ş → s), a few symbols get an ASCII look-alike,
 * invisible characters and emoji vanish, controls and line breaks become spaces, and the rest becomes "?".
 */
export function safeText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    // Invisible first: the soft hyphen is in WinAnsi but would be drawn or extracted as a "-".
    if (INVISIBLE.test(char)) continue;
    if (encodable(char)) out += char;
    else if (char in REPLACEMENTS) out += REPLACEMENTS[char];
    else if (/\p{Cc}/u.test(char) || OTHER_SPACE.test(char)) out += " ";
    else if (DECORATION.test(char)) continue;
    else {
      // NFKD splits ĳ into i + j and ő into o + a combining mark; keep it if all of it encodes.
      const base = char.normalize("NFKD").replace(/\p{M}+/gu, "");
      out += base !== "" && Array.from(base).every(encodable) ? base : "?";
    }
  }
  return out;
}

/** "#6E59A5" as a pdf-lib colour. */
export function hexColor(hex: string): RGB {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** The colour mixed with white: `amount` 0 is the colour, 1 is white (table header shading). */
export function tint(color: RGB, amount: number): RGB {
  const mix = (channel: number) => channel + (1 - channel) * amount;
  return rgb(mix(color.red), mix(color.green), mix(color.blue));
}

/** WCAG relative luminance, to pick readable text on a reseller's colour. */
function luminance(color: RGB): number {
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue);
}

export const WHITE = rgb(1, 1, 1);
export const DARK = rgb(0.1, 0.12, 0.16);
export const GREY = rgb(0.42, 0.45, 0.5);
export const RULE = rgb(0.88, 0.89, 0.91);

/** Contrast ratio against white; 3 is WCAG's minimum for large text such as headings. */
const contrastWithWhite = (color: RGB) => 1.05 / (luminance(color) + 0.05);

/** White or dark text, whichever reads on `background` (a light brand colour gets dark text). */
export function textOn(background: RGB): RGB {
  return contrastWithWhite(background) >= 3 ? WHITE : DARK;
}

/** The brand colour for headings and figures on white, or dark text when it is too light to read. */
export function inkOf(color: RGB): RGB {
  return contrastWithWhite(color) >= 3 ? color : DARK;
}

/** Score bands as on the dashboard: ≥80 green, ≥60 amber, otherwise red. */
export function bandColor(score: number): RGB {
  if (score >= 80) return rgb(0.09, 0.64, 0.29);
  if (score >= 60) return rgb(0.85, 0.62, 0.02);
  return rgb(0.86, 0.15, 0.15);
}

export function bandLabel(score: number): string {
  if (score >= 80) return "Goed";
  if (score >= 60) return "Kan beter";
  return "Onvoldoende";
}
