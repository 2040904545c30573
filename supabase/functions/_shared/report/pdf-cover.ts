/**
 * The report's first page: the brand (logo and name), the title band in the brand colour, the
 * score gauge and trend, the scores per category (unmeasured ones said to be so), key figures and
 * the issues to tackle first.
 */
import type { PDFImage, RGB } from "pdf-lib";
import { drawGauge, drawTrend } from "./pdf-charts.ts";
import { bandColor, DARK, GREY, hexColor, inkOf, RULE, textOn } from "./pdf-text.ts";
import { A4, CONTENT_WIDTH, MARGIN, type PdfWriter } from "./pdf-writer.ts";
import type { ReportBranding } from "./pdf-branding.ts";
import type { Report } from "./types.ts";

export const dateNl = (iso: string) =>
  new Date(iso).toLocaleDateString("nl-NL", { day: "numeric", month: "long", year: "numeric" });

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The brand line above the band: the logo with the name beside it, or the name alone. */
function drawBrand(writer: PdfWriter, branding: ReportBranding, logo: PDFImage | null) {
  const top = A4.height - 36;
  const ink = inkOf(hexColor(branding.primaryColor));
  let nameX = MARGIN;
  if (logo) {
    const size = logo.scaleToFit(150, 44);
    writer.page.drawImage(logo, { x: MARGIN, y: top - 44 + (44 - size.height) / 2, ...size });
    nameX += size.width + 12;
  }
  const nameSize = logo ? 16 : 20;
  writer.text(branding.companyName, nameX, top - (44 - nameSize) / 2, {
    size: nameSize,
    bold: true,
    color: ink,
  });
}

function drawBand(writer: PdfWriter, report: Report, primary: RGB) {
  const top = A4.height - 96;
  const height = 136;
  writer.page.drawRectangle({ x: 0, y: top - height, width: A4.width, height, color: primary });
  const ink = textOn(primary);
  const title = report.kind === "full" ? "Maandelijks SEO-rapport" : "SEO-checklist";
  writer.text(title, MARGIN, top - 26, { size: 26, bold: true, color: ink });
  writer.text(report.businessName, MARGIN, top - 66, { size: 14, bold: true, color: ink });
  writer.text(report.siteUrl, MARGIN, top - 86, { size: 10, color: ink });
  const scanned = plural(report.pagesScanned, "pagina", "pagina's");
  writer.text(`${scanned} gecontroleerd op ${dateNl(report.createdAt)}`, MARGIN, top - 102, {
    size: 10,
    color: ink,
  });
}

/** One bordered figure: a small grey label over a large value. */
function drawCard(
  writer: PdfWriter,
  box: { x: number; top: number; width: number; stripe?: RGB },
  label: string,
  value: { text: string; color: RGB; size: number },
) {
  const height = 56;
  writer.page.drawRectangle({
    x: box.x,
    y: box.top - height,
    width: box.width,
    height,
    borderColor: RULE,
    borderWidth: 1,
  });
  // The accent colour as a stripe: decoration only, so a light accent never carries text.
  if (box.stripe) {
    writer.page.drawRectangle({
      x: box.x,
      y: box.top - height,
      width: 3,
      height,
      color: box.stripe,
    });
  }
  writer.text(label, box.x + 10, box.top - 10, { size: 8.5, color: GREY });
  writer.text(value.text, box.x + 10, box.top - 26, {
    size: value.size,
    bold: true,
    color: value.color,
  });
}

/** Cards in a row across the content width, 10 pt apart. */
function drawCardRow(
  writer: PdfWriter,
  top: number,
  cards: Array<{ label: string; value: { text: string; color: RGB; size: number } }>,
  stripe?: RGB,
) {
  const width = (CONTENT_WIDTH - 10 * (cards.length - 1)) / cards.length;
  cards.forEach((card, index) =>
    drawCard(
      writer,
      { x: MARGIN + index * (width + 10), top, width, stripe },
      card.label,
      card.value,
    ),
  );
}

const NOT_MEASURED = { text: "niet gemeten", color: GREY, size: 11 };

function categoryCards(report: Report) {
  const seo = report.categories.seo;
  return [
    {
      label: "SEO",
      value: seo === null ? NOT_MEASURED : { text: String(seo), color: bandColor(seo), size: 20 },
    },
    // A scan runs our SEO engine only; these need Lighthouse in a browser, so they stay unmeasured.
    { label: "Prestaties", value: NOT_MEASURED },
    { label: "Toegankelijkheid", value: NOT_MEASURED },
    { label: "Best practices", value: NOT_MEASURED },
  ];
}

function trendSentence(report: Report): { text: string; color: RGB } | null {
  const { delta, direction, previousDate } = report.trend;
  if (delta === null || direction === null || previousDate === null) return null;
  const points = Math.abs(delta) === 1 ? "punt" : "punten";
  const signed = delta > 0 ? `+${delta}` : String(delta);
  return {
    text: `${signed} ${points} t.o.v. ${dateNl(previousDate)} (${direction})`,
    color: delta > 0 ? bandColor(100) : delta < 0 ? bandColor(0) : GREY,
  };
}

export function drawCover(
  writer: PdfWriter,
  report: Report,
  branding: ReportBranding,
  logo: PDFImage | null,
) {
  writer.newPage();
  const primary = hexColor(branding.primaryColor);
  drawBrand(writer, branding, logo);
  drawBand(writer, report, primary);

  const summaryTop = A4.height - 262;
  writer.text("SEO-score van je website", MARGIN, summaryTop, { size: 12, bold: true });
  writer.text("Ontwikkeling", 320, summaryTop, { size: 12, bold: true });
  drawGauge(writer, report.siteScore, { x: MARGIN + 85, y: summaryTop - 100 }, 64);
  drawTrend(writer, report, {
    x: 320,
    top: summaryTop - 22,
    width: A4.width - MARGIN - 320,
    height: 160,
  });
  const trend = trendSentence(report);
  if (trend)
    writer.text(trend.text, 342, summaryTop - 192, { size: 9, bold: true, color: trend.color });

  const categoriesTop = summaryTop - 222;
  writer.text("Scores per onderdeel", MARGIN, categoriesTop, { size: 12, bold: true });
  drawCardRow(writer, categoriesTop - 20, categoryCards(report));

  const figuresTop = categoriesTop - 96;
  const high = report.topIssues.filter((issue) => issue.impact === "Hoog").length;
  const figure = (count: number) => ({ text: String(count), color: DARK, size: 20 });
  drawCardRow(
    writer,
    figuresTop,
    [
      { label: "Pagina's gecontroleerd", value: figure(report.pagesScanned) },
      { label: "Verbeterpunten", value: figure(report.topIssues.length) },
      { label: "Met hoge impact", value: figure(high) },
    ],
    hexColor(branding.accentColor),
  );

  writer.y = figuresTop - 80;
  writer.paragraph("Eerst aanpakken", { size: 12, bold: true, gap: 6 });
  if (report.topIssues.length === 0) {
    writer.paragraph("Geen verbeterpunten gevonden op de gecontroleerde pagina's.", { size: 10 });
  }
  writer.numbered(
    report.topIssues.slice(0, 3).map((issue) => {
      const pages = plural(issue.pagesAffected, "pagina", "pagina's");
      return `${issue.title} (impact ${issue.impact.toLowerCase()}, ${pages})`;
    }),
  );
  writer.y -= 6;
  writer.paragraph(
    "Deze scan meet de SEO van elke pagina volgens de regels van Google Lighthouse. Prestaties, toegankelijkheid en best practices vragen een volledige browsermeting per pagina; die zijn niet gemeten en daarom niet geschat.",
    { size: 8, color: GREY },
  );
}
