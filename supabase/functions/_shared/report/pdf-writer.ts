/**
 * A small flowing-layout helper over pdf-lib for A4 reports: a cursor that moves down the page,
 * wrapped text, rows, and a new page when the content reaches the footer. pdf-lib's standard
 * fonts encode WinAnsi only, so text is reduced to it first (safeText).
 */
import { type PDFDocument, type PDFFont, type PDFPage, rgb, type RGB } from "pdf-lib";

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 50;
const FOOTER_SPACE = 60;

/** Characters outside Latin-1 that WinAnsi still has (pdf-lib's standard-font encoding). */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const REPLACEMENTS: Record<string, string> = {
  "≥": ">=",
  "≤": "<=",
  "→": "->",
  "✓": "v",
  "✗": "x",
};

export function safeText(text: string): string {
  return Array.from(text.normalize("NFC"))
    .map((char) => {
      const code = char.codePointAt(0)!;
      if (char === "\n" || char === "\t") return " ";
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
      if (WIN_ANSI_EXTRA.has(char)) return char;
      return REPLACEMENTS[char] ?? "?";
    })
    .join("");
}

export function hexColor(hex: string): RGB {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

export const GREY = rgb(0.42, 0.45, 0.5);
export const DARK = rgb(0.1, 0.12, 0.16);

export class PdfWriter {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {}

  newPage(): PDFPage {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
    return this.page;
  }

  /** Starts a new page when less than `height` is left above the footer. */
  ensure(height: number) {
    if (this.y - height < FOOTER_SPACE) this.newPage();
  }

  wrap(text: string, size: number, width: number, bold = false): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lines: string[] = [];
    let line = "";
    for (const word of safeText(text).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || line === "") line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    // A single word wider than the line (a long URL) is cut rather than drawn off the page.
    return lines.map((l) => {
      let cut = l;
      while (cut.length > 1 && font.widthOfTextAtSize(cut, size) > width) cut = cut.slice(0, -1);
      return cut === l ? l : `${cut.slice(0, -1)}…`;
    });
  }

  paragraph(
    text: string,
    options: {
      size?: number;
      bold?: boolean;
      color?: RGB;
      x?: number;
      width?: number;
      gap?: number;
    } = {},
  ) {
    const size = options.size ?? 10;
    const x = options.x ?? MARGIN;
    const width = options.width ?? A4.width - MARGIN - x;
    const lineHeight = size * 1.35;
    for (const line of this.wrap(text, size, width, options.bold)) {
      this.ensure(lineHeight);
      this.page.drawText(line, {
        x,
        y: this.y - size,
        size,
        font: options.bold ? this.fonts.bold : this.fonts.regular,
        color: options.color ?? DARK,
      });
      this.y -= lineHeight;
    }
    this.y -= options.gap ?? 4;
  }

  heading(text: string, color: RGB) {
    this.ensure(40);
    this.y -= 8;
    this.paragraph(text, { size: 15, bold: true, color, gap: 6 });
  }

  /** One table row: cells at fixed x offsets, wrapped, the row as tall as its tallest cell. */
  row(
    cells: Array<{ text: string; x: number; width: number; bold?: boolean; color?: RGB }>,
    size = 9,
  ) {
    const wrapped = cells.map((cell) => this.wrap(cell.text, size, cell.width, cell.bold));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * size * 1.35 + 4;
    this.ensure(height);
    wrapped.forEach((lines, index) => {
      const cell = cells[index]!;
      lines.forEach((line, n) =>
        this.page.drawText(line, {
          x: cell.x,
          y: this.y - size - n * size * 1.35,
          size,
          font: cell.bold ? this.fonts.bold : this.fonts.regular,
          color: cell.color ?? DARK,
        }),
      );
    });
    this.y -= height;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: A4.width - MARGIN, y: this.y + 2 },
      thickness: 0.5,
      color: rgb(0.88, 0.89, 0.91),
    });
  }
}
