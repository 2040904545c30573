import type { ReadyOrganicTraffic } from "@contract/organic-traffic";
import { changeNl, countNl, ctrNl, positionNl } from "@contract/dutch-figures";
import type { OrganicCopy } from "./organic-traffic-section";

/** The four totals of the period, each with the previous period's figure (and the change). */
export function OrganicTotals({
  organic,
  copy,
}: {
  organic: ReadyOrganicTraffic;
  copy: OrganicCopy;
}) {
  const { totals, previousTotals, change } = organic;
  const tiles = [
    {
      label: copy.metrics.clicks,
      value: countNl(totals.clicks),
      previous: countNl(previousTotals.clicks),
      change: changeNl(change.clicks),
    },
    {
      label: copy.metrics.impressions,
      value: countNl(totals.impressions),
      previous: countNl(previousTotals.impressions),
      change: changeNl(change.impressions),
    },
    {
      label: copy.metrics.ctr,
      value: ctrNl(totals.ctr),
      previous: ctrNl(previousTotals.ctr),
      change: null,
    },
    {
      label: copy.metrics.position,
      value: positionNl(totals.position),
      previous: positionNl(previousTotals.position),
      change: null,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="organic-totals">
      {tiles.map((tile) => (
        <div key={tile.label} className="flex min-w-0 flex-col rounded-lg border p-4">
          <dt className="text-sm font-medium text-muted-foreground">{tile.label}</dt>
          <dd className="text-2xl font-bold">{tile.value}</dd>
          {tile.change && <dd className="text-sm">{copy.changeLabel(tile.change)}</dd>}
          <dd className="text-xs text-muted-foreground">{copy.previousLabel(tile.previous)}</dd>
        </div>
      ))}
    </dl>
  );
}
