import { StandardFonts, PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  DARK,
  hexColor,
  inkOf,
  safeText,
  textOn,
  WHITE,
} from "../../../supabase/functions/_shared/report/pdf-text.ts";

describe("safeText", () => {
  it.each([
    ["Beëdigd vertaler, café, naïef, €5 – “goed”", "Beëdigd vertaler, café, naïef, €5 – “goed”"],
    ["ĳsjes", "ijsjes"],
    ["Gdańsk, Łódź, Ørsted, İzmir", "Gdansk, Lódz, Ørsted, Izmir"],
    ["score ≥ 80 → goed ✓", "score >= 80 -> goed v"],
    ["zero\u200bwidth\u00adsoft", "zerowidthsoft"],
    ["regel\neen\ttwee\u2009drie", "regel een twee drie"],
    ["Bakkerij 🍞 日本", "Bakkerij  ??"],
    ["IJssalon ❤️ 👩‍🍳", "IJssalon  "],
    ["Bureau Zicht® © 2026", "Bureau Zicht® © 2026"],
  ])("%j becomes %j", (input, expected) => {
    expect(safeText(input)).toBe(expected);
  });

  it("only yields text Helvetica can encode", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const everything = Array.from({ length: 0x3000 }, (_, code) => String.fromCodePoint(code));
    expect(() => font.encodeText(safeText(everything.join("")))).not.toThrow();
  });
});

describe("readable brand colours", () => {
  it("puts white text on a dark brand colour and dark text on a light one", () => {
    expect(textOn(hexColor("#6E59A5"))).toBe(WHITE);
    expect(textOn(hexColor("#FDE68A"))).toBe(DARK);
    expect(inkOf(hexColor("#0F766E"))).toEqual(hexColor("#0F766E"));
    expect(inkOf(hexColor("#F0F0F0"))).toBe(DARK);
  });
});
