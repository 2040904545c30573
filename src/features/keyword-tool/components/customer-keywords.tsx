import { Link } from "react-router-dom";
import type { KeywordInsight, KeywordList } from "@contract/keywords";
import { Button } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { paths } from "@/config/paths";
import { customerKeywordsContent as copy } from "@/content/seo-helper";
import { formatDateTimeLong } from "@/lib/format";
import { useCustomerKeywords } from "../api/customer-keywords-api";
import { SearchConsoleCells } from "./search-console-cells";
import { SearchConsoleNote } from "./search-console-note";

function Found({ value }: { value: boolean | null }) {
  if (value === null) return <span className="text-muted-foreground">{copy.notChecked}</span>;
  return value ? <span>{copy.yes}</span> : <span className="text-destructive">{copy.no}</span>;
}

function KeywordRow({
  keyword,
  searchConsole,
}: {
  keyword: KeywordInsight;
  searchConsole: KeywordList["searchConsole"];
}) {
  return (
    <tr className="border-b last:border-0">
      <th scope="row" className="py-2 pr-4 font-medium">
        {keyword.keyword}
      </th>
      <td className="py-2 pr-4">{keyword.sources.map((s) => copy.source[s]).join(", ")}</td>
      <td className="py-2 pr-4">
        <Found value={keyword.inTitle} />
      </td>
      <td className="py-2 pr-4">
        <Found value={keyword.inHeading} />
      </td>
      <td className="py-2 pr-4">
        <Found value={keyword.inUrl} />
      </td>
      <td className="py-2 pr-4">{keyword.posts}</td>
      <td className="py-2 pr-4 text-muted-foreground">{copy.volumeUnavailable}</td>
      <SearchConsoleCells figures={keyword.searchConsole} status={searchConsole} />
    </tr>
  );
}

/**
 * 'Jouw zoekwoorden' (issues 12 and 21): the customer's keywords from the profile and the posts,
 * with what the latest report measured and Google's own figures from Search Console for the
 * period it states. Search volume has no data source, so it says so instead of showing a number.
 */
export function CustomerKeywords() {
  const list = useCustomerKeywords();
  return (
    <section aria-labelledby="customer-keywords" className="flex flex-col gap-3">
      <h2 id="customer-keywords" className="text-xl font-semibold">
        {copy.heading}
      </h2>
      <p className="max-w-2xl text-muted-foreground">{copy.intro}</p>
      {list.isPending ? (
        <p role="status">{copy.loading}</p>
      ) : list.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{copy.error}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {copy.retry}
          </Button>
        </div>
      ) : list.data.keywords.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border p-6">
          <p>{copy.empty}</p>
          <Button asChild variant="outline">
            <Link to={paths.businessProfile}>{copy.emptyAction}</Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {list.data.reportDate
              ? copy.measuredAt(formatDateTimeLong(list.data.reportDate))
              : copy.noReport}
          </p>
          <SearchConsoleNote status={list.data.searchConsole} period={list.data.period} />
          <ScrollRegion label={copy.caption}>
            <table className="w-full text-left text-sm" data-testid="customer-keywords">
              <caption className="sr-only">{copy.caption}</caption>
              <thead>
                <tr className="border-b text-muted-foreground">
                  {copy.columns.map((column) => (
                    <th key={column} scope="col" className="py-2 pr-4 font-medium">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.data.keywords.map((keyword) => (
                  <KeywordRow
                    key={keyword.keyword}
                    keyword={keyword}
                    searchConsole={list.data.searchConsole}
                  />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </section>
  );
}
