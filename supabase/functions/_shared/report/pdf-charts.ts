/**
 * The report's graphics, drawn with pdf-lib's vector primitives: the cover's score gauge and
 * trend, and the bar chart of the monthly Search Console clicks.
 */
import { LineCapStyle, type RGB } from "pdf-lib";
import { bandColor, bandLabel, DARK, GREY, RULE, tint } from "./pdf-text.ts";
import { CONTENT_WIDTH, MARGIN, type PdfWriter } from "./pdf-writer.ts";
import type { Report } from "./types.ts";

const RING = 12;

/** A ring filled clockwise from twelve o'clock to the score, in its band colour, the number inside. */
export function drawGauge(
  writer: PdfWriter,
  score: number | null,
  center: { x: number; y: number },
  radius: number,
) {
  const page = writer.page;
  page.drawCircle({ ...center, size: radius, borderColor: RULE, borderWidth: RING });
  if (score !== null && score > 0) {
    const fraction = Math.min(score, 100) / 100;
    const color = bandColor(score);
    if (fraction >= 1) {
      page.drawCircle({ ...center, size: radius, borderColor: color, borderWidth: RING });
    } else {
      // drawSvgPath takes SVG coordinates (y down) relative to x/y: start at the top (0, -r).
      const angle = 2 * Math.PI * fraction;
      const end = { x: radius * Math.sin(angle), y: -radius * Math.cos(angle) };
      const largeArc = fraction > 0.5 ? 1 : 0;
      page.drawSvgPath(`M 0 ${-radius} A ${radius} ${radius} 0 ${largeArc} 1 ${end.x} ${end.y}`, {
        ...center,
        borderColor: color,
        borderWidth: RING,
        borderLineCap: LineCapStyle.Round,
      });
    }
  }
  const label = score === null ? "–" : String(score);
  const size = radius * 0.55;
  writer.text(label, center.x - writer.width(label, size, true) / 2, center.y + size * 0.62, {
    size,
    bold: true,
  });
  const sub = score === null ? "niet gemeten" : `van 100 · ${bandLabel(score)}`;
  writer.text(sub, center.x - writer.width(sub, 8) / 2, center.y - size * 0.5, {
    size: 8,
    color: GREY,
  });
}

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString("nl-NL", { day: "numeric", month: "short", year: "numeric" });

/**
 * Bars of the previous and the current site score on a 0–100 scale with grid lines at 0, 50 and
 * 100. Without a previous report the left slot says so instead of inventing a bar.
 */
export function drawTrend(
  writer: PdfWriter,
  report: Report,
  box: { x: number; top: number; width: number; height: number },
) {
  const page = writer.page;
  const plot = { x: box.x + 22, bottom: box.top - box.height + 26, height: box.height - 46 };
  const plotWidth = box.width - 22;
  for (const value of [0, 50, 100]) {
    const y = plot.bottom + (plot.height * value) / 100;
    page.drawLine({
      start: { x: plot.x, y },
      end: { x: plot.x + plotWidth, y },
      thickness: value === 0 ? 0.8 : 0.4,
      color: value === 0 ? GREY : RULE,
    });
    writer.text(String(value), box.x, y + 3.5, { size: 7, color: GREY });
  }
  const slot = plotWidth / 2;
  const barWidth = Math.min(44, slot * 0.5);
  const bars = [
    {
      caption: "Vorig rapport",
      date: report.trend.previousDate,
      score: report.trend.previousScore,
      faded: true,
    },
    { caption: "Dit rapport", date: report.createdAt, score: report.siteScore, faded: false },
  ];
  bars.forEach((bar, index) => {
    const middle = plot.x + slot * index + slot / 2;
    writer.text(bar.caption, middle - writer.width(bar.caption, 7.5) / 2, plot.bottom - 5, {
      size: 7.5,
      color: GREY,
    });
    if (bar.date) {
      const date = shortDate(bar.date);
      writer.text(date, middle - writer.width(date, 7) / 2, plot.bottom - 15, {
        size: 7,
        color: GREY,
      });
    }
    if (bar.date === null) {
      for (const [line, offset] of [
        ["Nog geen eerdere", 0.36],
        ["rapporten", 0.22],
      ] as const) {
        writer.text(line, middle - writer.width(line, 8) / 2, plot.bottom + plot.height * offset, {
          size: 8,
          color: GREY,
        });
      }
      return;
    }
    const label = bar.score === null ? "–" : String(bar.score);
    const height = bar.score === null ? 0 : Math.max(1.5, (plot.height * bar.score) / 100);
    if (bar.score !== null) {
      const color = bandColor(bar.score);
      page.drawRectangle({
        x: middle - barWidth / 2,
        y: plot.bottom,
        width: barWidth,
        height,
        color: bar.faded ? tint(color, 0.45) : color,
      });
    }
    writer.text(label, middle - writer.width(label, 10, true) / 2, plot.bottom + height + 14, {
      size: 10,
      bold: true,
      color: DARK,
    });
  });
}

/** One bar of a bar chart: its caption under the axis and the figure above the bar. */
export interface ChartBar {
  caption: string;
  value: number;
  label: string;
  /** Drawn lighter (e.g. a month only partly imported). */
  faded: boolean;
}

/**
 * A bar chart at the cursor, the full content width: bars scaled to the largest value on a
 * baseline, the figure above each bar and its caption under it. Moves the cursor below it.
 */
export function drawBarChart(writer: PdfWriter, bars: ChartBar[], color: RGB, height = 150) {
  writer.ensure(height + 10);
  const page = writer.page;
  const left = MARGIN;
  const bottom = writer.y - height + 24;
  const plotHeight = height - 48;
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const slot = CONTENT_WIDTH / Math.max(1, bars.length);
  const barWidth = Math.min(28, slot * 0.62);
  page.drawLine({
    start: { x: left, y: bottom },
    end: { x: left + CONTENT_WIDTH, y: bottom },
    thickness: 0.8,
    color: GREY,
  });
  bars.forEach((bar, index) => {
    const middle = left + slot * index + slot / 2;
    const barHeight = bar.value === 0 ? 0 : Math.max(1.5, (plotHeight * bar.value) / max);
    if (barHeight > 0) {
      page.drawRectangle({
        x: middle - barWidth / 2,
        y: bottom,
        width: barWidth,
        height: barHeight,
        color: bar.faded ? tint(color, 0.55) : color,
      });
    }
    const size = bars.length > 12 ? 6 : 7;
    writer.text(bar.label, middle - writer.width(bar.label, size) / 2, bottom + barHeight + 10, {
      size,
      color: DARK,
    });
    writer.text(bar.caption, middle - writer.width(bar.caption, size) / 2, bottom - 4, {
      size,
      color: GREY,
    });
  });
  writer.y -= height;
}
