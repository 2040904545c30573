import { Link } from "react-router-dom";
import type { KeywordList } from "@contract/keywords";
import { paths } from "@/config/paths";
import { useT } from "@/i18n";
import { useFigures } from "./format-figures";

/**
 * Above the keyword table: the period Google's figures cover in Dutch dates, or why there are
 * none yet (with the way to the dashboard's Search Console card when it is not connected).
 */
export function SearchConsoleNote({
  status,
  period,
}: Pick<KeywordList, "period"> & { status: KeywordList["searchConsole"] }) {
  const { t } = useT("seoHelper", { keyPrefix: "customerKeywords.searchConsole" });
  const figures = useFigures();
  if (status === "connected" && period) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="customer-keywords-period">
        {t("period", { range: figures.period(period) })}
      </p>
    );
  }
  if (status === "importing") {
    return <p className="text-sm text-muted-foreground">{t("importingNote")}</p>;
  }
  return (
    <p className="text-sm text-muted-foreground">
      {t("notConnectedNote")}{" "}
      <Link
        to={paths.dashboard}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {t("connectAction")}
      </Link>
    </p>
  );
}
