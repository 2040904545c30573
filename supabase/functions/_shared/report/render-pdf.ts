/**
 * The report as an A4 PDF in Dutch (issue 11), with pdf-lib: it runs in Deno (Edge Functions) and
 * Node alike and needs no browser (docs/decisions/019-report-and-pdf.md). A cover with the score
 * gauge and trend (pdf-cover.ts), then the sections of the report's kind (pdf-sections.ts); every
 * page carries the brand's footer and its page number. White label: the reseller's name, logo and
 * colours, their footer, and "Powered by Vindbaar" only when they did not remove it.
 */
import { PDFDocument, type PDFImage, StandardFonts } from "pdf-lib";
import { POWERED_BY, type ReportBranding } from "./pdf-branding.ts";
import { dateNl, drawCover } from "./pdf-cover.ts";
import type { OrganicTraffic } from "../contract/organic-traffic.ts";
import { drawOrganicTraffic } from "./pdf-organic.ts";
import { drawSections } from "./pdf-sections.ts";
import { GREY, hexColor, inkOf, RULE, tint } from "./pdf-text.ts";
import { A4, MARGIN, PdfWriter } from "./pdf-writer.ts";
import type { Report } from "./types.ts";

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/**
 * The logo as a PDF image, chosen by its bytes (not only its declared type); a logo pdf-lib
 * cannot decode leaves the cover with the company name alone rather than failing the report.
 */
async function embedLogo(doc: PDFDocument, logo: ReportBranding["logo"]): Promise<PDFImage | null> {
  if (!logo) return null;
  try {
    if (startsWith(logo.bytes, PNG_MAGIC)) return await doc.embedPng(logo.bytes);
    if (startsWith(logo.bytes, JPEG_MAGIC)) return await doc.embedJpg(logo.bytes);
  } catch (error) {
    console.error("report pdf: logo could not be embedded, using the name only", error);
  }
  return null;
}

function drawFooters(writer: PdfWriter, branding: ReportBranding) {
  const total = writer.pages.length;
  const rule = tint(hexColor(branding.secondaryColor), 0.5);
  const footer = [branding.footerText.trim(), branding.poweredBy ? POWERED_BY : ""]
    .filter(Boolean)
    .join("  ·  ");
  writer.pages.forEach((page, index) => {
    writer.page = page;
    page.drawLine({
      start: { x: MARGIN, y: 44 },
      end: { x: A4.width - MARGIN, y: 44 },
      thickness: 0.75,
      color: index === 0 ? RULE : rule,
    });
    const number = `Pagina ${index + 1} van ${total}`;
    const numberWidth = writer.width(number, 8);
    // The footer text gets one line; a long one is cut with an ellipsis before the page number.
    const line = writer.fit(footer, 8, A4.width - 2 * MARGIN - numberWidth - 20);
    writer.text(line, MARGIN, 38, { size: 8, color: GREY });
    writer.text(number, A4.width - MARGIN - numberWidth, 38, { size: 8, color: GREY });
  });
}

/**
 * `organic` is the report's "Organisch verkeer uit Google" as read when the PDF is made
 * (organic-traffic.ts); null leaves the section out (a sample without a customer).
 */
export async function renderReportPdf(
  report: Report,
  branding: ReportBranding,
  organic: OrganicTraffic | null = null,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // The info dictionary is UTF-16, so the metadata keeps every character (no WinAnsi reduction).
  const kind = report.kind === "full" ? "SEO-rapport" : "SEO-checklist";
  doc.setTitle(`${kind} ${report.businessName} – ${dateNl(report.createdAt)}`, {
    showInWindowTitleBar: true,
  });
  doc.setSubject(report.siteUrl);
  doc.setAuthor(branding.companyName);
  doc.setCreator(branding.companyName);
  doc.setProducer(branding.companyName);
  doc.setLanguage("nl-NL");
  doc.setCreationDate(new Date(report.createdAt));
  doc.setModificationDate(new Date(report.createdAt));

  const writer = new PdfWriter(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  });
  drawCover(writer, report, branding, await embedLogo(doc, branding.logo));
  const ink = inkOf(hexColor(branding.primaryColor));
  // Right after the cover, on its own pages: what visitors from Google did, the proof of results.
  if (organic) {
    writer.newPage();
    drawOrganicTraffic(writer, organic, ink);
  }
  drawSections(writer, report, ink);
  drawFooters(writer, branding);
  return doc.save();
}
