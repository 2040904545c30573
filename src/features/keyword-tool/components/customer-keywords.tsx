import { Link } from "react-router-dom";
import type { KeywordInsight, KeywordList } from "@contract/keywords";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeads,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import { paths } from "@/config/paths";
import { formatDate, useLocale, useT } from "@/i18n";
import { useCustomerKeywords } from "../api/get-customer-keywords";
import { SearchConsoleCells } from "./search-console-cells";
import { SearchConsoleNote } from "./search-console-note";

/** The table's columns, in order. */
const COLUMNS = [
  "keyword",
  "source",
  "inTitle",
  "inHeading",
  "inUrl",
  "posts",
  "volume",
  "position",
  "impressions",
  "clicks",
  "ctr",
] as const;

/** The report's date as a Dutch calendar day (the report is made for the Dutch business). */
const REPORT_DAY: Intl.DateTimeFormatOptions = { dateStyle: "long", timeZone: "Europe/Amsterdam" };

function Found({ value }: { value: boolean | null }) {
  const { t } = useT("seoHelper", { keyPrefix: "customerKeywords" });
  if (value === null) return <span className="text-muted-foreground">{t("notChecked")}</span>;
  return value ? <span>{t("yes")}</span> : <span className="text-destructive">{t("no")}</span>;
}

function KeywordRow({
  keyword,
  searchConsole,
}: {
  keyword: KeywordInsight;
  searchConsole: KeywordList["searchConsole"];
}) {
  const { t } = useT("seoHelper", { keyPrefix: "customerKeywords" });
  return (
    <TableRow className="last:border-0">
      <TableHead scope="row" className="pr-4">
        {keyword.keyword}
      </TableHead>
      <TableCell className="pr-4">
        {keyword.sources.map((s) => t(`source.${s}`)).join(", ")}
      </TableCell>
      <TableCell className="pr-4">
        <Found value={keyword.inTitle} />
      </TableCell>
      <TableCell className="pr-4">
        <Found value={keyword.inHeading} />
      </TableCell>
      <TableCell className="pr-4">
        <Found value={keyword.inUrl} />
      </TableCell>
      <TableCell className="pr-4">{keyword.posts}</TableCell>
      <TableCell className="pr-4 text-muted-foreground">{t("volumeUnavailable")}</TableCell>
      <SearchConsoleCells figures={keyword.searchConsole} status={searchConsole} />
    </TableRow>
  );
}

/**
 * 'Jouw zoekwoorden' (issues 12 and 21): the customer's keywords from the profile and the posts,
 * with what the latest report measured and Google's own figures from Search Console for the
 * period it states. Search volume has no data source, so it says so instead of showing a number.
 */
export function CustomerKeywords() {
  const list = useCustomerKeywords();
  const { t } = useT("seoHelper", { keyPrefix: "customerKeywords" });
  const locale = useLocale();
  return (
    <section aria-labelledby="customer-keywords" className="flex flex-col gap-3">
      <h2 id="customer-keywords" className="text-xl font-semibold">
        {t("heading")}
      </h2>
      <p className="max-w-2xl text-muted-foreground">{t("intro")}</p>
      {list.isPending ? (
        <p role="status">{t("loading")}</p>
      ) : list.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t("error")}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : list.data.keywords.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border p-6">
          <p>{t("empty")}</p>
          <Button asChild variant="outline">
            <Link to={paths.businessProfile}>{t("emptyAction")}</Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {list.data.reportDate
              ? t("measuredAt", { date: formatDate(list.data.reportDate, locale, REPORT_DAY) })
              : t("noReport")}
          </p>
          <SearchConsoleNote status={list.data.searchConsole} period={list.data.period} />
          <Table scrollLabel={t("caption")} data-testid="customer-keywords">
            <TableCaption className="sr-only">{t("caption")}</TableCaption>
            <TableColumnHeads
              columns={COLUMNS.map((column) => ({
                label: t(`columns.${column}`),
                className: "pr-4",
              }))}
            />
            <TableBody>
              {list.data.keywords.map((keyword) => (
                <KeywordRow
                  key={keyword.keyword}
                  keyword={keyword}
                  searchConsole={list.data.searchConsole}
                />
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
