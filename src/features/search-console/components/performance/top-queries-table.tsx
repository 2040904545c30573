import type { TopQuery } from "@contract/search-performance-overview";
import { Table, TableBody, TableCell, TableHead, TableRow } from "@/components/ui/table";
import { figuresFor, useLocale, useT } from "@/i18n";
import { ColumnHeads } from "./column-heads";
import { FigureChange } from "./figure-change";

/** The period's top queries with their position and the places gained since the 28 days before. */
export function TopQueriesTable({ queries }: { queries: readonly TopQuery[] }) {
  const { t } = useT("searchConsole", { keyPrefix: "performance.queries" });
  const figures = figuresFor(useLocale());
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-labelledby="top-queries-title">
      <h4 id="top-queries-title" className="font-medium">
        {t("title")}
      </h4>
      {queries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <Table className="table-fixed tabular-nums">
          <ColumnHeads
            className="text-muted-foreground"
            columns={[
              { label: t("query"), className: "w-[40%] sm:w-1/2" },
              { label: t("clicks") },
              { label: t("impressions"), className: "hidden sm:table-cell" },
              { label: t("position") },
              { label: t("change") },
            ]}
          />
          <TableBody>
            {queries.map((query) => (
              <TableRow key={query.query} className="last:border-0">
                <TableHead scope="row" className="hyphens-auto break-words py-1.5 pr-2 font-normal">
                  {query.query}
                </TableHead>
                <TableCell className="py-1.5 pr-2 text-right">
                  {figures.count(query.clicks)}
                </TableCell>
                <TableCell className="hidden py-1.5 pr-2 text-right sm:table-cell">
                  {figures.count(query.impressions)}
                </TableCell>
                <TableCell className="py-1.5 pr-2 text-right">
                  {figures.position(query.position)}
                </TableCell>
                <TableCell className="py-1.5 text-right">
                  {query.previousPosition === null ? (
                    <span className="text-xs font-medium text-primary">
                      <span aria-hidden="true">{t("new")}</span>
                      <span className="sr-only">{t("newSpoken")}</span>
                    </span>
                  ) : (
                    <FigureChange value={query.positionChange} kind="places" />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
