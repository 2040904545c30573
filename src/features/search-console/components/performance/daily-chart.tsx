import { useEffect, useRef, useState } from "react";
import type uPlot from "uplot";
import type { PerformanceDay } from "@contract/search-performance-overview";
import type { Locale } from "@contract/locale";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import { figuresFor, intlLocale, useLocale, useT } from "@/i18n";
import { useChunk } from "@/lib/use-chunk";
import { ColumnHeads } from "./column-heads";
import { uplotChunk } from "./uplot-chunk";

const HEIGHT = 220;
/** Fixed colours: a canvas cannot read CSS variables. Both reach 4.5:1 on white. */
const CLICKS_COLOUR = "#1d4ed8";
const IMPRESSIONS_COLOUR = "#7e22ce";

/** What the canvas writes: the series' names and the axes' figures, in the customer's language. */
interface ChartWords {
  locale: Locale;
  clicks: string;
  impressions: string;
}

function chartOptions(width: number, Plot: typeof uPlot, words: ChartWords): uPlot.Options {
  const axisDay = new Intl.DateTimeFormat(intlLocale(words.locale), {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  const count = figuresFor(words.locale).count;
  return {
    width,
    height: HEIGHT,
    // The days are Search Console's calendar days: draw them as such, whatever the browser's zone.
    tzDate: (ts) => Plot.tzDate(new Date(ts * 1000), "UTC"),
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true }, clicks: {}, impressions: {} },
    series: [
      {},
      { label: words.clicks, scale: "clicks", stroke: CLICKS_COLOUR, width: 2 },
      { label: words.impressions, scale: "impressions", stroke: IMPRESSIONS_COLOUR, width: 2 },
    ],
    axes: [
      {
        values: (_u, splits) =>
          splits.map((ts) => axisDay.format(new Date(ts * 1000)).replace(".", "")),
      },
      { scale: "clicks", stroke: CLICKS_COLOUR, values: (_u, splits) => splits.map(count) },
      {
        scale: "impressions",
        side: 1,
        stroke: IMPRESSIONS_COLOUR,
        grid: { show: false },
        values: (_u, splits) => splits.map(count),
      },
    ],
  };
}

function chartData(days: readonly PerformanceDay[]): uPlot.AlignedData {
  return [
    days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
    days.map((day) => day.clicks),
    days.map((day) => day.impressions),
  ];
}

function canDrawCanvas(): boolean {
  try {
    return document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
}

/** Draws the series with uPlot into the element, as wide as it is, until unmounted. */
function useUplot(
  Plot: typeof uPlot | undefined,
  days: readonly PerformanceDay[],
  words: ChartWords,
  onError: () => void,
) {
  const { locale, clicks, impressions } = words;
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = target.current;
    if (!Plot || !element) return;
    // Without a 2D canvas (a locked-down browser) uPlot fails later, outside any try: say so at
    // once; the table below still has every figure.
    if (!canDrawCanvas()) {
      onError();
      return;
    }
    const plot = new Plot(
      chartOptions(element.clientWidth || 320, Plot, { locale, clicks, impressions }),
      chartData(days),
      element,
    );
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
    // Drawn again in the other language when the customer switches.
  }, [Plot, days, onError, locale, clicks, impressions]);
  return target;
}

/**
 * Clicks and impressions per day on two scales (impressions are often 50× the clicks). The canvas
 * is one image to assistive technology, named with the period; the figures per day are in a
 * table under 'Toon de cijfers per dag'.
 */
export function DailyChart({ days, period }: { days: readonly PerformanceDay[]; period: string }) {
  const chunk = useChunk(uplotChunk);
  const { t } = useT("searchConsole", { keyPrefix: "performance.chart" });
  const locale = useLocale();
  const figures = figuresFor(locale);
  const words: ChartWords = { locale, clicks: t("clicks"), impressions: t("impressions") };
  const [failed, setFailed] = useState(false);
  const [markFailed] = useState(() => () => setFailed(true));
  const target = useUplot(failed ? undefined : chunk.module, days, words, markFailed);
  const unavailable = failed || chunk.error !== undefined;

  return (
    <figure className="flex min-w-0 flex-col gap-2" data-testid="performance-chart">
      <figcaption className="font-medium">{t("title")}</figcaption>
      <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="h-0.5 w-4" style={{ background: CLICKS_COLOUR }} />
          {words.clicks}
        </li>
        <li className="flex items-center gap-2">
          <span className="h-0.5 w-4" style={{ background: IMPRESSIONS_COLOUR }} />
          {words.impressions}
        </li>
      </ul>
      {unavailable ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("loadError")}
        </p>
      ) : (
        <div
          ref={target}
          role="img"
          aria-label={t("label", { period })}
          className="w-full overflow-hidden"
          style={{ minHeight: HEIGHT }}
        />
      )}
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {t("showTable")}
        </summary>
        <Table containerClassName="mt-2 max-h-72 overflow-y-auto" className="tabular-nums">
          <TableCaption className="sr-only">{t("tableCaption")}</TableCaption>
          <ColumnHeads
            columns={[{ label: t("day") }, { label: words.clicks }, { label: words.impressions }]}
          />
          <TableBody>
            {days.map((day) => (
              <TableRow key={day.day} className="last:border-0">
                <TableHead scope="row" className="py-1 pr-2 font-normal">
                  {figures.day(day.day)}
                </TableHead>
                <TableCell className="py-1 pr-2 text-right">{figures.count(day.clicks)}</TableCell>
                <TableCell className="py-1 text-right">{figures.count(day.impressions)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </figure>
  );
}
