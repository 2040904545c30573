import { ArrowDownRight, ArrowUpRight, Lightbulb } from "lucide-react";
import { CheckList } from "@/components/ui/check-list";
import {
  Table,
  TableBody,
  TableCell,
  TableColumnHeads,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";

export interface DemoReportData {
  label: string;
  title: string;
  site: string;
  overallLabel: string;
  overall: number;
  scores: readonly { label: string; value: number }[];
  highlightsTitle: string;
  highlights: readonly { label: string; value: string; change: string }[];
  keywordsTitle: string;
  keywordColumns: { keyword: string; position: string; change: string; volume: string };
  keywords: readonly { keyword: string; position: number; change: number; volume: number }[];
  recommendationsTitle: string;
  recommendations: readonly string[];
}

/** Score colour bands from docs/product.md §9: at least 80 green, at least 60 yellow, otherwise red. */
function band(score: number) {
  if (score >= 80) return { text: "text-green-800", bar: "bg-green-600" };
  if (score >= 60) return { text: "text-yellow-900", bar: "bg-yellow-500" };
  return { text: "text-red-800", bar: "bg-red-600" };
}

/** The example's table cells: roomier than the customer area's, wider still from `sm`. */
const CELL = "px-3 sm:px-4";
/** The search volume column: only where a phone has room for it. */
const WIDE_ONLY = "hidden text-right sm:table-cell";

/** A static example of the monthly SEO report: scores, highlights, keyword table, advice. */
export function DemoReportExample({ data }: { data: DemoReportData }) {
  return (
    <article className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-6">
        <div>
          <p className="text-sm font-semibold text-primary">{data.label}</p>
          <h3 className="mt-1 text-2xl font-bold tracking-tight">{data.title}</h3>
          <p className="text-sm text-muted-foreground">{data.site}</p>
        </div>
        <p className="text-right">
          <span className={cn("block text-5xl font-extrabold", band(data.overall).text)}>
            {data.overall}
          </span>
          <span className="text-sm text-muted-foreground">{data.overallLabel} / 100</span>
        </p>
      </div>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {data.scores.map((score) => (
          <li key={score.label} className="rounded-xl bg-muted/70 p-4">
            <p className="flex items-baseline justify-between">
              <span className="text-sm font-medium">{score.label}</span>
              <span className={cn("text-xl font-bold", band(score.value).text)}>{score.value}</span>
            </p>
            <div className="mt-3 h-2 rounded-full bg-background" aria-hidden="true">
              <div
                className={cn("h-2 rounded-full", band(score.value).bar)}
                style={{ width: `${score.value}%` }}
              />
            </div>
          </li>
        ))}
      </ul>

      <h4 className="mt-8 text-lg font-semibold">{data.highlightsTitle}</h4>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        {data.highlights.map((item) => (
          <div key={item.label} className="rounded-xl border p-4">
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold">{item.value}</dd>
            <dd className="text-sm font-medium text-green-800">{item.change}</dd>
          </div>
        ))}
      </dl>

      <h4 className="mt-8 text-lg font-semibold">{data.keywordsTitle}</h4>
      <Table containerClassName="mt-3 rounded-xl border">
        <TableColumnHeads
          className="border-b-0 bg-muted/70"
          columns={[
            { label: data.keywordColumns.keyword, className: cn(CELL, "font-semibold") },
            { label: data.keywordColumns.position, className: cn(CELL, "font-semibold") },
            { label: data.keywordColumns.change, className: cn(CELL, "font-semibold") },
            {
              label: data.keywordColumns.volume,
              className: cn(CELL, WIDE_ONLY, "font-semibold"),
            },
          ]}
        />
        <TableBody>
          {data.keywords.map((row) => (
            <TableRow key={row.keyword} className="last:border-0">
              <TableHead scope="row" className={CELL}>
                {row.keyword}
              </TableHead>
              <TableCell className={CELL}>{row.position}</TableCell>
              <TableCell
                className={cn(
                  CELL,
                  "font-semibold",
                  row.change >= 0 ? "text-green-800" : "text-red-800",
                )}
              >
                <span className="inline-flex items-center gap-1">
                  {row.change >= 0 ? (
                    <ArrowUpRight className="size-4" aria-hidden="true" />
                  ) : (
                    <ArrowDownRight className="size-4" aria-hidden="true" />
                  )}
                  {row.change > 0 ? `+${row.change}` : row.change}
                </span>
              </TableCell>
              <TableCell className={cn(CELL, WIDE_ONLY)}>{formatNumber(row.volume)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <h4 className="mt-8 text-lg font-semibold">{data.recommendationsTitle}</h4>
      <CheckList
        items={data.recommendations}
        icon={Lightbulb}
        className="mt-3 space-y-3"
        itemClassName="gap-3 rounded-xl bg-brand-50 p-4 text-sm leading-relaxed"
        iconClassName="size-5 text-primary"
      />
    </article>
  );
}
