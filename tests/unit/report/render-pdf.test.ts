// @vitest-environment node
import { readFileSync } from "node:fs";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { extractText, getDocumentProxy, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import { assembleReport } from "../../../supabase/functions/_shared/report/assemble-report.ts";
import {
  renderReportPdf,
  VINDBAAR_BRANDING,
  type ReportBranding,
} from "../../../supabase/functions/_shared/report/render-pdf.ts";
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

/** Image XObjects in the file (the logo), found by pdf-lib reading it back. */
async function imageCount(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream)
    .filter(
      ([, object]) =>
        (object as PDFRawStream).dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
    ).length;
}

async function read(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  const meta = await getMeta(pdf);
  return { totalPages, text, info: meta.info as Record<string, unknown>, pdf };
}

const fiftyPages = Array.from({ length: 50 }, (_, i) =>
  scanPage(`/pagina-${i}`, 60 + (i % 40), i % 3 === 0 ? ["meta-description", "image-alt"] : []),
);

describe("the report PDF", () => {
  it("is an A4 Dutch document with the company name, the score and every section", async () => {
    const report = assembleReport(
      reportInput({
        pages: fiftyPages,
        keywords: ["desembrood"],
        previous: { createdAt: "2026-10-24T10:00:00.000Z", siteScore: 70 },
      }),
    );
    const { totalPages, text, info, pdf } = await read(
      await renderReportPdf(report, VINDBAAR_BRANDING),
    );
    expect(totalPages).toBeGreaterThanOrEqual(3);
    const page = await pdf.getPage(1);
    expect(page.view.map(Math.round)).toEqual([0, 0, 595, 842]);
    expect(text).toContain("Maandelijks SEO-rapport");
    expect(text).toContain("Bakkerij De Korenschoof – 24 november 2026");
    expect(text).toContain(`${report.siteScore}`);
    expect(text).toContain("Ten opzichte van het vorige rapport: +");
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
    expect(text).toContain(`Pagina ${totalPages} van ${totalPages}`);
    expect(info.Title).toBe("SEO-rapport Bakkerij De Korenschoof – 24 november 2026");
    expect(info.Author).toBe("Vindbaar");
    expect(info.Language).toBe("nl-NL");
  });

  it("carries the reseller's branding and logo, and no 'Powered by' when it is turned off", async () => {
    const report = assembleReport(reportInput());
    const branded = await read(await renderReportPdf(report, RESELLER));
    expect(branded.text).toContain("Bureau Zicht");
    expect(branded.text).toContain("Bureau Zicht – online marketing – bureauzicht.nl");
    expect(branded.text).not.toContain("Vindbaar");
    expect(branded.text).not.toContain("Powered by");
    expect(branded.info.Author).toBe("Bureau Zicht");
    // A PNG with transparency is two image objects: the picture and its alpha mask.
    expect(await imageCount(await renderReportPdf(report, RESELLER))).toBeGreaterThan(0);
    expect(await imageCount(await renderReportPdf(report, VINDBAAR_BRANDING))).toBe(0);

    const withPoweredBy = await read(
      await renderReportPdf(report, { ...RESELLER, poweredBy: true }),
    );
    expect(withPoweredBy.text).toContain("Powered by Vindbaar");
  });

  it("is the short checklist on Basic and Pro", async () => {
    const { text } = await read(
      await renderReportPdf(assembleReport(reportInput({ plan: "pro" })), VINDBAAR_BRANDING),
    );
    expect(text).toContain("SEO-checklist");
    expect(text).not.toContain("Alle gecontroleerde pagina's");
  });
});
