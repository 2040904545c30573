/**
 * The report as an A4 PDF in Dutch (issue 11), with pdf-lib: it runs in Deno (Edge Functions) and
 * Node alike and needs no browser (docs/decisions/018-scans-and-reports.md). Cover with the score
 * gauge, trend chart, issue table, pages, keyword checks, recommendations; every page carries the
 * brand's footer and page numbers. White label: the reseller's name, logo and colours, and no
 * "Powered by Vindbaar" when they chose so.
 */
import { type PDFImage, PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { A4, DARK, GREY, hexColor, MARGIN, PdfWriter, safeText } from "./pdf-writer.ts";
import type { Report } from "./types.ts";

export interface ReportBranding {
  companyName: string;
  /** PNG or JPEG bytes; SVG logos cannot be embedded and fall back to the name. */
  logo: { bytes: Uint8Array; type: "png" | "jpg" } | null;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  footerText: string;
  /** False for a reseller who removes "Powered by Vindbaar". */
  poweredBy: boolean;
}

export const VINDBAAR_BRANDING: ReportBranding = {
  companyName: "Vindbaar",
  logo: null,
  primaryColor: "#6E59A5",
  secondaryColor: "#9b87f5",
  accentColor: "#0EA5E9",
  footerText: "Vindbaar – SEO voor het Nederlandse mkb – vindbaar.nl",
  poweredBy: false,
};

const POWERED_BY = "Powered by Vindbaar";

function bandColor(score: number) {
  if (score >= 80) return rgb(0.09, 0.64, 0.29);
  if (score >= 60) return rgb(0.85, 0.62, 0.02);
  return rgb(0.86, 0.15, 0.15);
}

const dateNl = (iso: string) =>
  new Date(iso).toLocaleDateString("nl-NL", { day: "numeric", month: "long", year: "numeric" });

function drawGauge(writer: PdfWriter, score: number | null, centerX: number, centerY: number) {
  const radius = 55;
  const page = writer.page;
  page.drawCircle({
    x: centerX,
    y: centerY,
    size: radius,
    borderColor: rgb(0.9, 0.91, 0.93),
    borderWidth: 12,
  });
  if (score !== null && score > 0) {
    const fraction = Math.min(score, 100) / 100;
    if (fraction >= 1) {
      page.drawCircle({
        x: centerX,
        y: centerY,
        size: radius,
        borderColor: bandColor(score),
        borderWidth: 12,
      });
    } else {
      const angle = 2 * Math.PI * fraction;
      const end = { x: radius * Math.sin(angle), y: -radius * Math.cos(angle) };
      page.drawSvgPath(
        `M 0 ${-radius} A ${radius} ${radius} 0 ${fraction > 0.5 ? 1 : 0} 1 ${end.x} ${end.y}`,
        {
          x: centerX,
          y: centerY,
          borderColor: bandColor(score),
          borderWidth: 12,
        },
      );
    }
  }
  const label = score === null ? "–" : String(score);
  const size = 30;
  const width = writer.fonts.bold.widthOfTextAtSize(label, size);
  page.drawText(label, {
    x: centerX - width / 2,
    y: centerY - 10,
    size,
    font: writer.fonts.bold,
    color: DARK,
  });
  const sub = "van 100";
  page.drawText(sub, {
    x: centerX - writer.fonts.regular.widthOfTextAtSize(sub, 9) / 2,
    y: centerY - 24,
    size: 9,
    font: writer.fonts.regular,
    color: GREY,
  });
}

function drawTrend(writer: PdfWriter, report: Report, x: number, top: number) {
  const page = writer.page;
  const fonts = writer.fonts;
  page.drawText("Trend", { x, y: top, size: 12, font: fonts.bold, color: DARK });
  const bars = [
    {
      label: report.trend.previousDate ? dateNl(report.trend.previousDate) : "Vorige",
      score: report.trend.previousScore,
    },
    { label: dateNl(report.createdAt), score: report.siteScore },
  ];
  if (report.trend.previousDate === null) {
    page.drawText("Nog geen eerdere rapporten", {
      x,
      y: top - 20,
      size: 9,
      font: fonts.regular,
      color: GREY,
    });
  }
  const base = top - 130;
  bars.forEach((bar, index) => {
    if (bar.score === null || (index === 0 && report.trend.previousDate === null)) return;
    const barX = x + index * 80;
    const height = Math.max(2, bar.score);
    page.drawRectangle({ x: barX, y: base, width: 40, height, color: bandColor(bar.score) });
    page.drawText(String(bar.score), {
      x: barX + 10,
      y: base + height + 4,
      size: 10,
      font: fonts.bold,
      color: DARK,
    });
    page.drawText(safeText(bar.label), {
      x: barX - 5,
      y: base - 14,
      size: 7,
      font: fonts.regular,
      color: GREY,
    });
  });
}

async function embedLogo(doc: PDFDocument, logo: ReportBranding["logo"]): Promise<PDFImage | null> {
  if (!logo) return null;
  try {
    return logo.type === "png" ? await doc.embedPng(logo.bytes) : await doc.embedJpg(logo.bytes);
  } catch {
    return null;
  }
}

function drawCover(
  writer: PdfWriter,
  report: Report,
  branding: ReportBranding,
  logo: PDFImage | null,
) {
  const page = writer.newPage();
  const primary = hexColor(branding.primaryColor);
  page.drawRectangle({ x: 0, y: A4.height - 170, width: A4.width, height: 170, color: primary });
  let textX = MARGIN;
  if (logo) {
    const scaled = logo.scaleToFit(90, 60);
    page.drawImage(logo, { x: MARGIN, y: A4.height - 60 - scaled.height / 2, ...scaled });
    textX = MARGIN + scaled.width + 16;
  }
  const white = rgb(1, 1, 1);
  page.drawText(safeText(branding.companyName), {
    x: textX,
    y: A4.height - 70,
    size: 20,
    font: writer.fonts.bold,
    color: white,
  });
  page.drawText(report.kind === "full" ? "Maandelijks SEO-rapport" : "SEO-checklist", {
    x: MARGIN,
    y: A4.height - 120,
    size: 26,
    font: writer.fonts.bold,
    color: white,
  });
  page.drawText(safeText(`${report.businessName} – ${dateNl(report.createdAt)}`), {
    x: MARGIN,
    y: A4.height - 148,
    size: 12,
    font: writer.fonts.regular,
    color: white,
  });
  writer.y = A4.height - 200;
  writer.paragraph(`Website: ${report.siteUrl}`, { size: 11 });
  writer.paragraph(`Pagina's gecontroleerd: ${report.pagesScanned}`, { size: 11 });
  const gaugeTop = writer.y - 20;
  page.drawText("SEO-score van je website", {
    x: MARGIN,
    y: gaugeTop,
    size: 12,
    font: writer.fonts.bold,
    color: DARK,
  });
  drawGauge(writer, report.siteScore, MARGIN + 70, gaugeTop - 90);
  drawTrend(writer, report, MARGIN + 280, gaugeTop);
  writer.y = gaugeTop - 190;
  if (report.trend.delta !== null) {
    const sign = report.trend.delta > 0 ? "+" : "";
    writer.paragraph(
      `Ten opzichte van het vorige rapport: ${sign}${report.trend.delta} punten (${report.trend.direction}).`,
      { size: 11 },
    );
  }
  writer.paragraph(
    "Prestaties, toegankelijkheid en best practices: niet gemeten in deze scan (daarvoor is een volledige Lighthouse-meting per pagina nodig).",
    { size: 9, color: GREY },
  );
}

function drawBody(writer: PdfWriter, report: Report, branding: ReportBranding) {
  const primary = hexColor(branding.primaryColor);
  writer.heading("Belangrijkste verbeterpunten", primary);
  if (report.topIssues.length === 0)
    writer.paragraph("Geen problemen gevonden op de gecontroleerde pagina's.");
  else {
    writer.row([
      { text: "Probleem", x: MARGIN, width: 300, bold: true },
      { text: "Impact", x: 370, width: 80, bold: true },
      { text: "Pagina's", x: 460, width: 80, bold: true },
    ]);
    for (const issue of report.topIssues) {
      writer.row([
        { text: issue.title, x: MARGIN, width: 300 },
        { text: issue.impact, x: 370, width: 80 },
        { text: String(issue.pagesAffected), x: 460, width: 80 },
      ]);
    }
  }
  writer.heading("Aanbevelingen", primary);
  if (report.recommendations.length === 0)
    writer.paragraph("Je website scoort goed! Houd dit niveau vast.");
  report.recommendations.forEach((text, index) => writer.paragraph(`${index + 1}. ${text}`));

  if (report.kind !== "full") return;
  writer.heading("Pagina's met de meeste winst", primary);
  for (const page of report.pagesToImprove) {
    writer.row([
      { text: page.title ?? page.url, x: MARGIN, width: 330 },
      { text: `Score ${page.score}`, x: 390, width: 70 },
      {
        text: `${page.failing} ${page.failing === 1 ? "verbeterpunt" : "verbeterpunten"}`,
        x: 450,
        width: 95,
      },
    ]);
  }
  writer.heading("Zoekwoorden", primary);
  for (const check of report.keywordChecks) {
    const yes = (value: boolean) => (value ? "ja" : "nee");
    writer.row([
      { text: check.keyword, x: MARGIN, width: 200, bold: true },
      { text: `Titel: ${yes(check.inTitle)}`, x: 260, width: 90 },
      { text: `Kop: ${yes(check.inHeading)}`, x: 355, width: 90 },
      { text: `URL: ${yes(check.inUrl)}`, x: 450, width: 90 },
    ]);
  }
  writer.heading("Alle gecontroleerde pagina's", primary);
  for (const page of report.pages) {
    writer.row([
      { text: page.url, x: MARGIN, width: 400 },
      { text: page.error ? "niet bereikbaar" : `Score ${page.score ?? "–"}`, x: 460, width: 90 },
    ]);
  }
}

function drawFooters(writer: PdfWriter, branding: ReportBranding) {
  const total = writer.pages.length;
  writer.pages.forEach((page, index) => {
    const parts = [branding.footerText, branding.poweredBy ? POWERED_BY : null].filter(Boolean);
    page.drawText(safeText(parts.join("  ·  ")), {
      x: MARGIN,
      y: 30,
      size: 8,
      font: writer.fonts.regular,
      color: GREY,
    });
    const number = `Pagina ${index + 1} van ${total}`;
    page.drawText(number, {
      x: A4.width - MARGIN - writer.fonts.regular.widthOfTextAtSize(number, 8),
      y: 30,
      size: 8,
      font: writer.fonts.regular,
      color: GREY,
    });
  });
}

export async function renderReportPdf(
  report: Report,
  branding: ReportBranding,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(safeText(`SEO-rapport ${report.businessName} – ${dateNl(report.createdAt)}`));
  doc.setAuthor(safeText(branding.companyName));
  doc.setCreator(safeText(branding.companyName));
  doc.setProducer(safeText(branding.companyName));
  doc.setLanguage("nl-NL");
  doc.setCreationDate(new Date(report.createdAt));
  const writer = new PdfWriter(doc, {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  });
  drawCover(writer, report, branding, await embedLogo(doc, branding.logo));
  writer.newPage();
  drawBody(writer, report, branding);
  drawFooters(writer, branding);
  return doc.save();
}
