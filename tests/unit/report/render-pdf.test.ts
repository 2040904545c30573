import { readFileSync } from "node:fs";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it, vi } from "vitest";
import { VINDBAAR_COLORS } from "../../../supabase/functions/_shared/contract/brand.ts";
import { WHITE_LABEL_DEFAULTS } from "../../../supabase/functions/_shared/contract/white-label.ts";
import { assembleReport } from "../../../supabase/functions/_shared/report/assemble-report.ts";
import { renderReportPdf } from "../../../supabase/functions/_shared/report/render-pdf.ts";
import {
  VINDBAAR_BRANDING,
  type ReportBranding,
} from "../../../supabase/functions/_shared/report/pdf-branding.ts";
import { reportInput, scanPage } from "./report-fixtures.ts";

const LOGO = new Uint8Array(
  readFileSync(new URL("../../fixtures/white-label-logo.png", import.meta.url)),
);

const RESELLER: ReportBranding = {
  companyName: "Bureau Zicht",
  logo: { bytes: LOGO, type: "png" },
  primaryColor: "#0F766E",
  secondaryColor: "#115E59",
  accentColor: "#F59E0B",
  footerText: "Bureau Zicht – online marketing – bureauzicht.nl",
  poweredBy: false,
};

/** Names of the image XObjects drawn on the first page (where the logo goes). */
async function coverImages(bytes: Uint8Array): Promise<string[]> {
  const page = (await PDFDocument.load(bytes)).getPage(0);
  const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
  return (xObjects?.keys() ?? [])
    .filter((name) => {
      const object = page.doc.context.lookup(xObjects!.get(name));
      const dict = object && "dict" in object ? (object.dict as PDFDict) : null;
      return dict?.get(PDFName.of("Subtype")) === PDFName.of("Image");
    })
    .map(String);
}

/** Every colour the first page fills or strokes with (its content stream's rg/RG operators), as hex. */
async function coverColours(bytes: Uint8Array): Promise<string[]> {
  const page = (await PDFDocument.load(bytes)).getPage(0);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  const operators = streams
    .map((ref) => page.doc.context.lookup(ref))
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode()))
    .join("\n");
  const hex = (channel: string) =>
    Math.round(Number(channel) * 255)
      .toString(16)
      .padStart(2, "0");
  return [...operators.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) (?:rg|RG)\b/g)].map(
    ([, r, g, b]) => `#${hex(r!)}${hex(g!)}${hex(b!)}`,
  );
}

/** The PDF read back by pdf.js (through unpdf): its text per page and its metadata. */
async function read(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text: pages } = await extractText(pdf, { mergePages: false });
  const { info } = await getMeta(pdf);
  const firstPage = await pdf.getPage(1);
  return {
    totalPages,
    pages,
    text: pages.join("\n"),
    info: info as Record<string, unknown>,
    size: firstPage.view.map(Math.round),
  };
}

const FIFTY_PAGES = Array.from({ length: 50 }, (_, i) =>
  scanPage(`/pagina-${i}`, 60 + (i % 40), i % 3 === 0 ? ["meta-description", "image-alt"] : [], {
    title: `Desembrood en taarten, pagina ${i}`,
  }),
);

describe("the report PDF", () => {
  it("is an A4 Dutch document with the company name, the score and every section", async () => {
    const report = assembleReport(
      reportInput({
        pages: FIFTY_PAGES,
        keywords: ["desembrood"],
        previous: { createdAt: "2026-10-24T10:00:00.000Z", siteScore: 70 },
      }),
    );
    // (60 + … + 99) + (60 + … + 69) = 3825 over 50 pages = 76.5 → 77.
    expect(report.siteScore).toBe(77);
    const { totalPages, pages, text, info, size } = await read(
      await renderReportPdf(report, VINDBAAR_BRANDING),
    );
    // Cover, issues and advice, then 50 two-line rows in the page list: at least 5 pages.
    expect(totalPages).toBeGreaterThanOrEqual(5);
    expect(size).toEqual([0, 0, 595, 842]);
    expect(pages[0]).toContain("Vindbaar");
    expect(pages[0]).toContain("Maandelijks SEO-rapport");
    expect(pages[0]).toContain("Bakkerij De Korenschoof");
    expect(pages[0]).toContain("77");
    expect(pages[0]).toContain("+7 punten t.o.v. 24 oktober 2026 (beter)");
    expect(pages[0]).toContain("niet gemeten");
    for (const section of [
      "Belangrijkste verbeterpunten",
      "Aanbevelingen",
      "Pagina's met de meeste winst",
      "Zoekwoorden",
      "Alle gecontroleerde pagina's",
    ]) {
      expect(text).toContain(section);
    }
    expect(text).toContain("https://bakkerij.nl/pagina-49");
    // Each issue in plain Dutch, why it matters and the pages it is on (17 of them: 5 named).
    const flowing = text.replace(/\s+/g, " ");
    expect(flowing).toContain("De pagina heeft geen beschrijving voor Google");
    expect(flowing).toContain("Google toont die beschrijving vaak onder je titel");
    expect(flowing).toContain(
      "Gevonden op /pagina-0, /pagina-3, /pagina-6, /pagina-9, /pagina-12 en 12 andere.",
    );
    // The page table breaks across pages and repeats its header on the last one.
    expect(pages[totalPages - 1]).toContain("SEO-score");
    pages.forEach((page, index) => expect(page).toContain(`Pagina ${index + 1} van ${totalPages}`));
    expect(text).not.toContain("Powered by");
    expect(info.Title).toBe("SEO-rapport Bakkerij De Korenschoof – 24 november 2026");
    expect(info.Author).toBe("Vindbaar");
    expect(info.Language).toBe("nl-NL");
    expect(info.CreationDate).toMatch(/^D:20261124/);
  });

  it("carries the reseller's name, footer and logo, and no 'Powered by' when it is removed", async () => {
    const report = assembleReport(reportInput());
    const bytes = await renderReportPdf(report, RESELLER);
    const branded = await read(bytes);
    expect(branded.pages[0]).toContain("Bureau Zicht");
    expect(branded.text).toContain("Bureau Zicht – online marketing – bureauzicht.nl");
    expect(branded.text).not.toContain("Vindbaar");
    expect(branded.text).not.toContain("Powered by");
    expect(branded.info.Author).toBe("Bureau Zicht");
    expect(await coverImages(bytes)).toHaveLength(1);
    expect(await coverImages(await renderReportPdf(report, VINDBAAR_BRANDING))).toEqual([]);

    const kept = await read(await renderReportPdf(report, { ...RESELLER, poweredBy: true }));
    expect(kept.text).toContain("Powered by Vindbaar");
  });

  it("without white label is in Vindbaar's own colours, not a reseller's starting colours", async () => {
    const report = assembleReport(reportInput());
    const colours = await coverColours(await renderReportPdf(report, VINDBAAR_BRANDING));
    // The cover band is the logo's blue; the figure cards carry its green.
    expect(colours).toContain(VINDBAAR_COLORS.primary);
    expect(colours).toContain(VINDBAAR_COLORS.accent);
    for (const starting of [
      WHITE_LABEL_DEFAULTS.primaryColor,
      WHITE_LABEL_DEFAULTS.secondaryColor,
      WHITE_LABEL_DEFAULTS.accentColor,
    ]) {
      expect(colours).not.toContain(starting.toLowerCase());
    }
    // A reseller's report is in the reseller's colours.
    expect(await coverColours(await renderReportPdf(report, RESELLER))).toContain("#0f766e");
  });

  it("falls back to the company name when the logo cannot be drawn (SVG or broken bytes)", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const report = assembleReport(reportInput());
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    for (const bytes of [svg, LOGO.slice(0, 20)]) {
      const pdf = await renderReportPdf(report, { ...RESELLER, logo: { bytes, type: "png" } });
      expect(await coverImages(pdf)).toEqual([]);
      expect((await read(pdf)).pages[0]).toContain("Bureau Zicht");
    }
    // The SVG is not even tried (no PNG or JPEG signature); the broken PNG fails and is logged.
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("draws any customer text, reducing what the font cannot encode", async () => {
    const report = assembleReport(
      reportInput({
        businessName: "Café Łódź 🍞",
        keywords: ["ĳssalon"],
        pages: [scanPage("/", 40, ["document-title"], { title: "Zoë’s “ijs” 日本" })],
      }),
    );
    const { text, info } = await read(await renderReportPdf(report, VINDBAAR_BRANDING));
    expect(text).toContain("Café Lódz");
    expect(text).not.toContain("Lódz ?");
    expect(text).toContain("ijssalon");
    expect(text).toContain("Zoë’s “ijs” ??");
    // The metadata is UTF-16 and keeps the name as it is.
    expect(info.Title).toBe("SEO-rapport Café Łódź 🍞 – 24 november 2026");
  });

  it("is the checklist with tips on Basic and Pro, and says when there is no earlier report", async () => {
    const report = assembleReport(reportInput({ plan: "pro", keywords: ["roggebrood"] }));
    const { text, info } = await read(await renderReportPdf(report, VINDBAAR_BRANDING));
    expect(text).toContain("SEO-checklist");
    expect(text).toContain("Checklist");
    expect(text).toContain("Advies voor meta-description");
    expect(text).toContain("Tips");
    expect(text).toContain("Gebruik het zoekwoord 'roggebrood' in de titel");
    expect(text).toContain("Nog geen eerdere");
    expect(text).not.toContain("Alle gecontroleerde pagina's");
    expect(text).not.toContain("Pagina's met de meeste winst");
    expect(info.Title).toBe("SEO-checklist Bakkerij De Korenschoof – 24 november 2026");
  });
});
