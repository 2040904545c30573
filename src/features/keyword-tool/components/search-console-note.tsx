import { Link } from "react-router-dom";
import type { KeywordList } from "@contract/keywords";
import { paths } from "@/config/paths";
import { customerKeywordsContent as copy } from "@/content/seo-helper";
import { formatDateLong } from "@/lib/format";

/**
 * Above the keyword table: the period Google's figures cover in Dutch dates, or why there are
 * none yet (with the way to the dashboard's Search Console card when it is not connected).
 */
export function SearchConsoleNote({
  status,
  period,
}: Pick<KeywordList, "period"> & { status: KeywordList["searchConsole"] }) {
  if (status === "connected" && period) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="customer-keywords-period">
        {copy.searchConsole.period(formatDateLong(period.from), formatDateLong(period.to))}
      </p>
    );
  }
  if (status === "importing") {
    return <p className="text-sm text-muted-foreground">{copy.searchConsole.importingNote}</p>;
  }
  return (
    <p className="text-sm text-muted-foreground">
      {copy.searchConsole.notConnectedNote}{" "}
      <Link
        to={paths.dashboard}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {copy.searchConsole.connectAction}
      </Link>
    </p>
  );
}
