import type { KeywordInsight, KeywordList } from "@contract/keywords";
import { TableCell } from "@/components/ui/table";
import { useT } from "@/i18n";
import { useFigures } from "./format-figures";

/** The four Search Console columns (Positie, Vertoningen, Klikken, CTR) of one keyword. */
const COLUMNS = 4;
/** A figure that needs impressions (position, CTR) when there were none. */
const NONE = "–";

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
  const { t } = useT("seoHelper", { keyPrefix: "customerKeywords.searchConsole" });
  const format = useFigures();
  if (status === "connected" && figures) {
    return (
      <>
        <TableCell className="pr-4 tabular-nums">
          {format.position(figures.position, NONE)}
        </TableCell>
        <TableCell className="pr-4 tabular-nums">{format.count(figures.impressions)}</TableCell>
        <TableCell className="pr-4 tabular-nums">{format.count(figures.clicks)}</TableCell>
        <TableCell className="tabular-nums">{format.ctr(figures.ctr, NONE)}</TableCell>
      </>
    );
  }
  const reason =
    status === "not-connected"
      ? t("notConnected")
      : status === "importing"
        ? t("importing")
        : t("noImpressions");
  return (
    <TableCell colSpan={COLUMNS} className="text-muted-foreground">
      {reason}
    </TableCell>
  );
}
