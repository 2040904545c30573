import type { TopQuery } from "@contract/search-performance-overview";
import { searchPerformanceContent } from "@/content/search-performance";
import { formatCount, formatPosition } from "@/lib/format-performance";
import { ColumnHeads } from "./column-heads";
import { FigureChange } from "./figure-change";

const copy = searchPerformanceContent.queries;

/** The period's top queries with their position and the places gained since the 28 days before. */
export function TopQueriesTable({ queries }: { queries: readonly TopQuery[] }) {
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-labelledby="top-queries-title">
      <h4 id="top-queries-title" className="font-medium">
        {copy.title}
      </h4>
      {queries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.empty}</p>
      ) : (
        <table className="w-full table-fixed text-left text-sm tabular-nums">
          <ColumnHeads
            className="text-muted-foreground"
            columns={[
              { label: copy.query, className: "w-[40%] sm:w-1/2" },
              { label: copy.clicks },
              { label: copy.impressions, className: "hidden sm:table-cell" },
              { label: copy.position },
              { label: copy.change },
            ]}
          />
          <tbody>
            {queries.map((query) => (
              <tr key={query.query} className="border-t">
                <th scope="row" className="hyphens-auto break-words py-1.5 pr-2 font-normal">
                  {query.query}
                </th>
                <td className="py-1.5 pr-2 text-right">{formatCount(query.clicks)}</td>
                <td className="hidden py-1.5 pr-2 text-right sm:table-cell">
                  {formatCount(query.impressions)}
                </td>
                <td className="py-1.5 pr-2 text-right">
                  {query.position === null ? "–" : formatPosition(query.position)}
                </td>
                <td className="py-1.5 text-right">
                  {query.previousPosition === null ? (
                    <span className="text-xs font-medium text-primary">
                      <span aria-hidden="true">{copy.new}</span>
                      <span className="sr-only">{copy.newSpoken}</span>
                    </span>
                  ) : (
                    <FigureChange value={query.positionChange} kind="places" />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
