/**
 * The report's pages after the cover. The full report (Ultimate, Power): issue table,
 * recommendations, the five pages with the most to gain, keyword checks and every page. The
 * checklist (Basic, Pro): each issue as a box to tick with its advice, then the remaining tips.
 */
import type { RGB } from "pdf-lib";
import { bandColor, GREY, RULE } from "./pdf-text.ts";
import { drawTableSection, type TableSection } from "./pdf-table-section.ts";
import { type Cell, CONTENT_WIDTH, MARGIN, type PdfWriter } from "./pdf-writer.ts";
import { issuePagesText } from "../contract/reports.ts";
import type { Report, ReportIssue } from "./types.ts";

const pagesWord = (count: number) => `${count} ${count === 1 ? "pagina" : "pagina's"}`;

/** Why it matters and where, under an issue's title. */
function issueNote(issue: ReportIssue, siteUrl: string): string | undefined {
  const where = issuePagesText(issue.pages, siteUrl);
  return [issue.why, where && `${where}.`].filter(Boolean).join(" ") || undefined;
}

function impactCell(impact: ReportIssue["impact"]): Cell {
  const color = impact === "Hoog" ? bandColor(0) : impact === "Gemiddeld" ? bandColor(60) : GREY;
  return { text: impact, bold: true, color };
}

const scoreCell = (score: number | null, error: string | null): Cell =>
  error !== null
    ? { text: "niet bereikbaar", color: bandColor(0) }
    : score === null
      ? { text: "–", color: GREY }
      : { text: String(score), bold: true, color: bandColor(score) };

const yesNo = (value: boolean): Cell =>
  value ? { text: "ja", bold: true, color: bandColor(100) } : { text: "nee", color: bandColor(0) };

const issueSection = (report: Report): TableSection => ({
  title: "Belangrijkste verbeterpunten",
  empty: "Geen verbeterpunten gevonden op de gecontroleerde pagina's.",
  columns: [
    { label: "Probleem", width: 330 },
    { label: "Impact", width: 80 },
    { label: "Pagina's", width: 85 },
  ],
  rows: report.topIssues.map((issue) => [
    { text: issue.title, note: issueNote(issue, report.siteUrl) },
    impactCell(issue.impact),
    { text: String(issue.pagesAffected) },
  ]),
});

const pagesToImproveSection = (report: Report): TableSection => ({
  title: "Pagina's met de meeste winst",
  empty: "Geen enkele pagina heeft nog verbeterpunten.",
  intro:
    "De laagste SEO-scores eerst (daar valt de meeste winst te halen); bij een gelijke score de pagina met de zwaarste verbeterpunten.",
  columns: [
    { label: "Pagina", width: 325 },
    { label: "Score", width: 60 },
    { label: "Verbeterpunten", width: 110 },
  ],
  rows: report.pagesToImprove.map((page) => [
    { text: page.title ?? page.url, note: page.title ? page.url : undefined },
    scoreCell(page.score, null),
    { text: String(page.failing) },
  ]),
});

const keywordSection = (report: Report): TableSection => ({
  title: "Zoekwoorden",
  empty: "Er zijn nog geen zoekwoorden ingesteld. Voeg ze toe in je bedrijfsprofiel.",
  columns: [
    { label: "Zoekwoord", width: 195 },
    { label: "In een titel", width: 100 },
    { label: "In een kop", width: 100 },
    { label: "In een URL", width: 100 },
  ],
  rows: report.keywordChecks.map((check) => [
    { text: check.keyword, bold: true },
    yesNo(check.inTitle),
    yesNo(check.inHeading),
    yesNo(check.inUrl),
  ]),
});

const allPagesSection = (report: Report): TableSection => ({
  title: "Alle gecontroleerde pagina's",
  empty: "Er konden geen pagina's worden opgehaald.",
  columns: [
    { label: "Pagina", width: 395 },
    { label: "SEO-score", width: 100 },
  ],
  rows: report.pages.map((page) => [
    { text: page.url, note: page.title ?? undefined },
    scoreCell(page.score, page.error),
  ]),
});

function recommendations(writer: PdfWriter, report: Report, ink: RGB) {
  writer.heading("Aanbevelingen", ink);
  if (report.recommendations.length === 0) {
    writer.paragraph("Je website scoort goed op alles wat we controleren. Houd dit niveau vast.");
  }
  writer.numbered(report.recommendations);
}

/** One issue as an empty box to tick: title, impact and reach, why and where, and the advice. */
function checklistItem(writer: PdfWriter, issue: ReportIssue, siteUrl: string) {
  writer.ensure(44);
  const top = writer.y;
  writer.page.drawRectangle({
    x: MARGIN,
    y: top - 11,
    width: 10,
    height: 10,
    borderColor: GREY,
    borderWidth: 1,
  });
  writer.paragraph(issue.title, { x: MARGIN + 18, bold: true, gap: 1 });
  writer.paragraph(`Impact: ${issue.impact} · ${pagesWord(issue.pagesAffected)}`, {
    x: MARGIN + 18,
    size: 8.5,
    color: impactCell(issue.impact).color,
    gap: 2,
  });
  const note = issueNote(issue, siteUrl);
  if (note) writer.paragraph(note, { x: MARGIN + 18, size: 8.5, color: GREY, gap: 2 });
  if (issue.recommendation) writer.paragraph(issue.recommendation, { x: MARGIN + 18, size: 9.5 });
  writer.y -= 4;
  writer.page.drawLine({
    start: { x: MARGIN, y: writer.y + 2 },
    end: { x: MARGIN + CONTENT_WIDTH, y: writer.y + 2 },
    thickness: 0.5,
    color: RULE,
  });
  writer.y -= 6;
}

function checklist(writer: PdfWriter, report: Report, ink: RGB) {
  writer.heading("Checklist", ink);
  if (report.topIssues.length === 0) {
    writer.paragraph("Niets af te vinken: geen verbeterpunten gevonden.");
  }
  for (const issue of report.topIssues) checklistItem(writer, issue, report.siteUrl);
  // The tips are the advice the checklist does not already carry (the keyword tips).
  const inChecklist = new Set(report.topIssues.map((issue) => issue.recommendation));
  const tips = report.recommendations.filter((text) => !inChecklist.has(text));
  if (tips.length === 0) return;
  writer.heading("Tips", ink);
  writer.numbered(tips);
}

export function drawSections(writer: PdfWriter, report: Report, ink: RGB) {
  writer.newPage();
  if (report.kind === "checklist") {
    checklist(writer, report, ink);
    return;
  }
  drawTableSection(writer, issueSection(report), ink);
  recommendations(writer, report, ink);
  for (const section of [pagesToImproveSection, keywordSection, allPagesSection]) {
    drawTableSection(writer, section(report), ink);
  }
}
