import { ArrowDownRight, ArrowUpRight, Lightbulb } from "lucide-react";
import { CheckList } from "@/components/ui/check-list";
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
      <div className="mt-3 overflow-hidden rounded-xl border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/70 text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 sm:px-4 font-semibold">
                {data.keywordColumns.keyword}
              </th>
              <th scope="col" className="px-3 py-2 sm:px-4 font-semibold">
                {data.keywordColumns.position}
              </th>
              <th scope="col" className="px-3 py-2 sm:px-4 font-semibold">
                {data.keywordColumns.change}
              </th>
              <th
                scope="col"
                className="hidden px-3 py-2 text-right font-semibold sm:table-cell sm:px-4"
              >
                {data.keywordColumns.volume}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {data.keywords.map((row) => (
              <tr key={row.keyword}>
                <th scope="row" className="px-3 py-2 sm:px-4 font-medium">
                  {row.keyword}
                </th>
                <td className="px-3 py-2 sm:px-4">{row.position}</td>
                <td
                  className={cn(
                    "px-3 py-2 sm:px-4 font-semibold",
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
                </td>
                <td className="hidden px-3 py-2 text-right sm:table-cell sm:px-4">
                  {formatNumber(row.volume)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

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
