import type { PerformanceOverview } from "@contract/search-performance-overview";
import { figuresFor, useLocale, useT } from "@/i18n";
import { FigureChange, type ChangeKind } from "./figure-change";

interface Tile {
  label: string;
  value: string;
  change: number | null;
  kind: ChangeKind;
}

/** Klikken, Vertoningen, Gem. CTR and Gem. positie with their change against the 28 days before. */
export function FigureTiles({ overview }: { overview: PerformanceOverview }) {
  const { totals, change } = overview;
  const { t } = useT("searchConsole", { keyPrefix: "performance" });
  const figures = figuresFor(useLocale());
  const tiles: Tile[] = [
    {
      label: t("tiles.clicks"),
      value: figures.count(totals.clicks),
      change: change.clicksPercent,
      kind: "percent",
    },
    {
      label: t("tiles.impressions"),
      value: figures.count(totals.impressions),
      change: change.impressionsPercent,
      kind: "percent",
    },
    {
      label: t("tiles.ctr"),
      value: totals.ctr === null ? t("notMeasured") : figures.ctr(totals.ctr),
      change: change.ctrPoints,
      kind: "points",
    },
    {
      label: t("tiles.position"),
      value: totals.position === null ? t("notMeasured") : figures.position(totals.position),
      change: change.positionPlaces,
      kind: "places",
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="performance-tiles">
      {tiles.map((tile) => (
        <div key={tile.label} className="flex min-w-0 flex-col gap-1 rounded-md border p-3">
          <dt className="text-sm text-muted-foreground">{tile.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{tile.value}</dd>
          <dd>
            <FigureChange value={tile.change} kind={tile.kind} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
