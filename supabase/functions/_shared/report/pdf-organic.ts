/**
 * The PDF's "Organisch verkeer uit Google": the period in Dutch dates, the totals against the 28
 * days before, a bar chart and table of the monthly clicks, the top queries and pages, and the
 * winners and losers. Without data a short explanation of what connecting gives (text only: a
 * PDF has no dashboard to link to).
 */
import type { RGB } from "pdf-lib";
import {
  ORGANIC_TRAFFIC_TEXT as text,
  type OrganicTraffic,
  type QueryMover,
  type ReadyOrganicTraffic,
} from "../contract/organic-traffic.ts";
import {
  changeNl,
  countNl,
  ctrNl,
  differenceNl,
  monthNl,
  periodNl,
  positionNl,
  shortMonthNl,
} from "../contract/dutch-figures.ts";
import type { KeyedPerformance } from "../contract/search-performance.ts";
import { drawBarChart } from "./pdf-charts.ts";
import { drawTableSection, type TableSection } from "./pdf-table-section.ts";
import { GREY } from "./pdf-text.ts";
import type { Cell, PdfWriter } from "./pdf-writer.ts";

const figure = (value: string, bold = false): Cell => ({ text: value, bold });

function totalsSection(data: ReadyOrganicTraffic): TableSection {
  const { totals, previousTotals, change } = data;
  const { metrics, columns } = text;
  return {
    title: text.totalsHeading,
    empty: "",
    columns: [
      { label: columns.figure, width: 165 },
      { label: columns.current, width: 110 },
      { label: columns.previous, width: 110 },
      { label: columns.change, width: 110.28 },
    ],
    rows: [
      [
        figure(metrics.clicks, true),
        figure(countNl(totals.clicks), true),
        figure(countNl(previousTotals.clicks)),
        figure(changeNl(change.clicks)),
      ],
      [
        figure(metrics.impressions, true),
        figure(countNl(totals.impressions), true),
        figure(countNl(previousTotals.impressions)),
        figure(changeNl(change.impressions)),
      ],
      [
        figure(metrics.ctr, true),
        figure(ctrNl(totals.ctr), true),
        figure(ctrNl(previousTotals.ctr)),
        figure(""),
      ],
      [
        figure(metrics.position, true),
        figure(positionNl(totals.position), true),
        figure(positionNl(previousTotals.position)),
        figure(""),
      ],
    ],
  };
}

function monthsSection(data: ReadyOrganicTraffic): TableSection {
  return {
    title: "",
    empty: "",
    columns: [
      { label: text.columns.month, width: 245 },
      { label: text.metrics.clicks, width: 125 },
      { label: text.metrics.impressions, width: 125.28 },
    ],
    // Newest first in the table, as a customer reads it; the chart runs oldest to newest.
    rows: [...data.months].reverse().map((month) => [
      {
        text: monthNl(month.month),
        note: month.partial ? text.partialMonth(periodNl(month)) : undefined,
      },
      figure(countNl(month.clicks)),
      figure(countNl(month.impressions)),
    ]),
  };
}

function keyedSection(
  title: string,
  keyLabel: string,
  empty: string,
  rows: KeyedPerformance[],
): TableSection {
  return {
    title,
    empty,
    columns: [
      { label: keyLabel, width: 215 },
      { label: text.metrics.clicks, width: 70 },
      { label: text.metrics.impressions, width: 80 },
      { label: text.metrics.ctr, width: 60 },
      { label: text.metrics.position, width: 70.28 },
    ],
    rows: rows.map((row) => [
      figure(row.key),
      figure(countNl(row.clicks), true),
      figure(countNl(row.impressions)),
      figure(ctrNl(row.ctr)),
      figure(positionNl(row.position)),
    ]),
  };
}

function moversSection(title: string, empty: string, movers: QueryMover[]): TableSection {
  return {
    title,
    empty,
    columns: [
      { label: text.columns.query, width: 245 },
      { label: text.columns.previous, width: 85 },
      { label: text.columns.current, width: 85 },
      { label: text.columns.difference, width: 80.28 },
    ],
    rows: movers.map((mover) => [
      figure(mover.query),
      figure(countNl(mover.previousClicks)),
      figure(countNl(mover.clicks)),
      figure(differenceNl(mover.change), true),
    ]),
  };
}

function drawMonths(writer: PdfWriter, data: ReadyOrganicTraffic, ink: RGB) {
  writer.heading(text.monthsHeading, ink);
  drawBarChart(
    writer,
    data.months.map((month) => ({
      caption: shortMonthNl(month.month),
      value: month.clicks,
      label: countNl(month.clicks),
      faded: month.partial,
    })),
    ink,
  );
  if (data.months.some((month) => month.partial)) {
    writer.paragraph(text.partialNote, { size: 8.5, color: GREY, gap: 8 });
  }
  const table = monthsSection(data);
  writer.table(table.columns, table.rows, ink);
}

export function drawOrganicTraffic(writer: PdfWriter, organic: OrganicTraffic, ink: RGB) {
  writer.heading(text.title, ink);
  if (organic.status !== "ready") {
    writer.paragraph(organic.status === "no-data" ? text.noData : text.notConnected);
    if (organic.status === "not-connected") writer.paragraph(text.notConnectedWhere);
    return;
  }
  writer.paragraph(text.period(periodNl(organic.period), periodNl(organic.previousPeriod)), {
    size: 9,
    color: GREY,
    gap: 8,
  });
  drawTableSection(writer, totalsSection(organic), ink);
  drawMonths(writer, organic, ink);
  const { columns } = text;
  for (const section of [
    keyedSection(text.topQueriesHeading, columns.query, text.noQueries, organic.topQueries),
    keyedSection(text.topPagesHeading, columns.page, text.noPages, organic.topPages),
    moversSection(text.winnersHeading, text.noWinners, organic.winners),
    moversSection(text.losersHeading, text.noLosers, organic.losers),
  ]) {
    drawTableSection(writer, section, ink);
  }
}
