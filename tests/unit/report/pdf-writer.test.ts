import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { PdfWriter } from "../../../supabase/functions/_shared/report/pdf-writer.ts";

async function writer() {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  return { writer: new PdfWriter(doc, { regular, bold: regular }), font: regular };
}

describe("PdfWriter text layout", () => {
  it("wraps between words and breaks a URL wider than the line after a / or -", async () => {
    const { writer: w, font } = await writer();
    const url = "https://bakkerij.nl/assortiment/taarten/bruidstaart-met-verse-aardbeien-bestellen";
    const lines = w.wrap(`Zie ${url} voor meer`, 9, 150);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(150);
    expect(lines).toEqual([
      "Zie",
      "https://bakkerij.nl/assortiment/",
      "taarten/bruidstaart-met-verse-",
      "aardbeien-bestellen voor meer",
    ]);
  });

  it("fits a long footer on one line with an ellipsis", async () => {
    const { writer: w, font } = await writer();
    const line = w.fit("Bureau Zicht – online marketing voor het mkb ".repeat(5), 8, 200);
    expect(line.endsWith("…")).toBe(true);
    expect(font.widthOfTextAtSize(line, 8)).toBeLessThanOrEqual(200);
    expect(w.fit("Kort", 8, 200)).toBe("Kort");
  });
});
