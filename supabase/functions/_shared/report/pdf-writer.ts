/**
 * A small flowing-layout helper over pdf-lib for A4 reports: a cursor that moves down the page,
 * wrapped text, tables whose header row comes back on every page they run onto, and a new page
 * whenever the content would reach the footer. Every string is reduced to WinAnsi (safeText).
 */
import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";
import { DARK, GREY, RULE, safeText, tint } from "./pdf-text.ts";

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 50;
export const CONTENT_WIDTH = A4.width - 2 * MARGIN;
/** Room kept free at the bottom of each page for the footer line. */
const FOOTER_SPACE = 60;
const LINE = 1.35;
const CELL_PAD = 5;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: RGB;
}

/** A table column; widths are in points and should add up to CONTENT_WIDTH. */
export interface Column {
  label: string;
  width: number;
}

/** A table cell: its text, and optionally a second, smaller grey line (a URL under a title). */
export interface Cell extends TextStyle {
  text: string;
  note?: string;
}

export class PdfWriter {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  /** Drawn at the top of a page that a table continues onto. */
  private continuedHeader: (() => void) | null = null;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  newPage(): PDFPage {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(this.page);
    this.y = A4.height - MARGIN;
    this.continuedHeader?.();
    return this.page;
  }

  /** Starts a new page when less than `height` is left above the footer. */
  ensure(height: number) {
    if (this.y - height < FOOTER_SPACE) this.newPage();
  }

  font(bold = false): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  /** Draws one line of text with its top at `top` (pdf-lib places text by its baseline). */
  text(text: string, x: number, top: number, style: TextStyle = {}) {
    const size = style.size ?? 10;
    this.page.drawText(safeText(text), {
      x,
      y: top - size,
      size,
      font: this.font(style.bold),
      color: style.color ?? DARK,
    });
  }

  width(text: string, size: number, bold = false): number {
    return this.font(bold).widthOfTextAtSize(safeText(text), size);
  }

  /** The text in lines no wider than `width`, broken between words. */
  wrap(text: string, size: number, width: number, bold = false): string[] {
    const font = this.font(bold);
    const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
    const lines: string[] = [];
    let line = "";
    for (const word of safeText(text).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than a line (a long URL) is broken into pieces rather than cut: the end of
      // a URL is what tells pages apart. Break after a / or - where one is near the end.
      let rest = word;
      while (!fits(rest)) {
        let end = rest.length - 1;
        while (end > 1 && !fits(rest.slice(0, end))) end--;
        const separator = Math.max(rest.lastIndexOf("/", end - 1), rest.lastIndexOf("-", end - 1));
        const at = separator > end * 0.6 ? separator + 1 : end;
        lines.push(rest.slice(0, at));
        rest = rest.slice(at);
      }
      line = rest;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** The text on one line, cut with an ellipsis when it is wider than `width`. */
  fit(text: string, size: number, width: number): string {
    const font = this.font();
    let line = safeText(text).replace(/\s+/g, " ").trim();
    if (font.widthOfTextAtSize(line, size) <= width) return line;
    while (line.length > 1 && font.widthOfTextAtSize(`${line}…`, size) > width)
      line = line.slice(0, -1);
    return `${line.trimEnd()}…`;
  }

  /** Wrapped text at the cursor, starting a new page between lines when needed. */
  paragraph(text: string, style: TextStyle & { x?: number; gap?: number } = {}) {
    const size = style.size ?? 10;
    const x = style.x ?? MARGIN;
    for (const line of this.wrap(text, size, A4.width - MARGIN - x, style.bold)) {
      this.ensure(size * LINE);
      this.text(line, x, this.y, style);
      this.y -= size * LINE;
    }
    this.y -= style.gap ?? 4;
  }

  /** A numbered list with hanging indent: wrapped lines align under the text, not the number. */
  numbered(items: string[], style: TextStyle = {}) {
    const size = style.size ?? 10;
    items.forEach((item, index) => {
      // Room for the first line, so the number never stays behind on the previous page.
      this.ensure(size * LINE);
      this.text(`${index + 1}.`, MARGIN, this.y, style);
      this.paragraph(item, { ...style, x: MARGIN + size * 1.6 });
    });
  }

  /** A section heading, kept on the same page as at least the first lines under it. */
  heading(text: string, color: RGB) {
    this.ensure(80);
    this.y -= 10;
    this.paragraph(text, { size: 15, bold: true, color, gap: 8 });
  }

  /**
   * A table: a shaded header row (repeated on each page the table continues onto), then the
   * rows, each as tall as its tallest wrapped cell, with a hairline between rows.
   */
  table(columns: Column[], rows: Cell[][], headerColor: RGB) {
    const drawHeader = () => {
      const cells = columns.map((column) => ({ text: column.label, bold: true, size: 9 }));
      this.row(columns, cells, tint(headerColor, 0.88));
    };
    this.ensure(60);
    drawHeader();
    this.continuedHeader = drawHeader;
    try {
      for (const cells of rows) this.row(columns, cells);
    } finally {
      this.continuedHeader = null;
    }
    this.y -= 6;
  }

  private row(columns: Column[], cells: Cell[], background?: RGB) {
    const size = (cell: Cell) => cell.size ?? 9;
    const laidOut = cells.map((cell, index) => {
      const width = columns[index]!.width - 2 * CELL_PAD;
      const lines = this.wrap(cell.text, size(cell), width, cell.bold);
      const notes = cell.note ? this.wrap(cell.note, 7.5, width) : [];
      return { lines, notes, height: (lines.length * size(cell) + notes.length * 7.5) * LINE };
    });
    const height = Math.max(...laidOut.map((cell) => cell.height)) + 2 * CELL_PAD;
    this.ensure(height);
    if (background) {
      this.page.drawRectangle({
        x: MARGIN,
        y: this.y - height,
        width: CONTENT_WIDTH,
        height,
        color: background,
      });
    }
    let x = MARGIN;
    laidOut.forEach(({ lines, notes }, index) => {
      const cell = cells[index]!;
      let top = this.y - CELL_PAD;
      for (const line of lines) {
        this.text(line, x + CELL_PAD, top, { ...cell, size: size(cell) });
        top -= size(cell) * LINE;
      }
      for (const note of notes) {
        this.text(note, x + CELL_PAD, top, { size: 7.5, color: GREY });
        top -= 7.5 * LINE;
      }
      x += columns[index]!.width;
    });
    this.y -= height;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }
}
