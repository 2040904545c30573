/** A titled table in the report PDF, or the sentence saying why there is none. */
import type { RGB } from "pdf-lib";
import { GREY } from "./pdf-text.ts";
import type { Cell, Column, PdfWriter } from "./pdf-writer.ts";

export interface TableSection {
  title: string;
  empty: string;
  intro?: string;
  columns: Column[];
  rows: Cell[][];
}

export function drawTableSection(writer: PdfWriter, section: TableSection, ink: RGB) {
  writer.heading(section.title, ink);
  if (section.rows.length === 0) {
    writer.paragraph(section.empty);
    return;
  }
  if (section.intro) writer.paragraph(section.intro, { size: 9, color: GREY, gap: 8 });
  writer.table(section.columns, section.rows, ink);
}
