import type { ReadyOrganicTraffic } from "@contract/organic-traffic";
import { useT } from "@/i18n";
import { useOrganicFigures } from "./use-organic-figures";

/** The four totals of the period, each with the previous period's figure (and the change). */
export function OrganicTotals({ organic }: { organic: ReadyOrganicTraffic }) {
  const { t } = useT("reports", { keyPrefix: "organic" });
  const { count, ctr, position, change: changeOf } = useOrganicFigures();
  const { totals, previousTotals, change } = organic;
  const tiles = [
    {
      label: t("metrics.clicks"),
      value: count(totals.clicks),
      previous: count(previousTotals.clicks),
      change: changeOf(change.clicks),
    },
    {
      label: t("metrics.impressions"),
      value: count(totals.impressions),
      previous: count(previousTotals.impressions),
      change: changeOf(change.impressions),
    },
    {
      label: t("metrics.ctr"),
      value: ctr(totals.ctr),
      previous: ctr(previousTotals.ctr),
      change: null,
    },
    {
      label: t("metrics.position"),
      value: position(totals.position),
      previous: position(previousTotals.position),
      change: null,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="organic-totals">
      {tiles.map((tile) => (
        <div key={tile.label} className="flex min-w-0 flex-col rounded-lg border p-4">
          <dt className="text-sm font-medium text-muted-foreground">{tile.label}</dt>
          <dd className="text-2xl font-bold">{tile.value}</dd>
          {tile.change && <dd className="text-sm">{t("changeLabel", { change: tile.change })}</dd>}
          <dd className="text-xs text-muted-foreground">
            {t("previousLabel", { value: tile.previous })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
