import type { KeywordInsight, KeywordList } from "@contract/keywords";
import { customerKeywordsContent as copy } from "@/content/seo-helper";
import { formatNumber } from "@/lib/format";
import { formatCtr, formatPosition } from "../search-console-figures";

/** The four Search Console columns (Positie, Vertoningen, Klikken, CTR) of one keyword. */
const COLUMNS = 4;

/**
 * Google's figures for one keyword, or one cell across the four columns saying why there are
 * none: not connected, still importing, or Google showed the keyword to nobody in the period.
 */
export function SearchConsoleCells({
  figures,
  status,
}: {
  figures: KeywordInsight["searchConsole"];
  status: KeywordList["searchConsole"];
}) {
  if (status === "connected" && figures) {
    return (
      <>
        <td className="py-2 pr-4 tabular-nums">{formatPosition(figures.position)}</td>
        <td className="py-2 pr-4 tabular-nums">{formatNumber(figures.impressions)}</td>
        <td className="py-2 pr-4 tabular-nums">{formatNumber(figures.clicks)}</td>
        <td className="py-2 tabular-nums">{formatCtr(figures.ctr)}</td>
      </>
    );
  }
  const reason =
    status === "not-connected"
      ? copy.searchConsole.notConnected
      : status === "importing"
        ? copy.searchConsole.importing
        : copy.searchConsole.noImpressions;
  return (
    <td colSpan={COLUMNS} className="py-2 text-muted-foreground">
      {reason}
    </td>
  );
}
