import { ArrowUpRight, Minus } from "lucide-react";

interface DashboardStat {
  label: string;
  value: string;
  trend: "up" | "flat";
}

export interface SeoDashboardCardProps {
  title: string;
  site: string;
  liveLabel: string;
  /** Read out instead of the drawing: the card is an illustration of static example figures. */
  summary: string;
  score: { label: string; value: number; max: number };
  stats: readonly DashboardStat[];
  chart: { label: string; months: readonly string[]; values: readonly number[] };
  keywords: {
    label: string;
    items: readonly { keyword: string; position: number; change: number }[];
  };
}

const RING_RADIUS = 34;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** A mock "live SEO dashboard" drawn with HTML and SVG (no images), beside the home hero. */
export function SeoDashboardCard({
  title,
  site,
  liveLabel,
  summary,
  score,
  stats,
  chart,
  keywords,
}: SeoDashboardCardProps) {
  // Bars start from a floor so month-on-month growth is visible at this small size.
  const low = Math.min(...chart.values);
  const high = Math.max(...chart.values);
  const barHeight = (value: number) => 30 + Math.round(((value - low) / (high - low || 1)) * 70);
  return (
    <div
      role="img"
      aria-label={summary}
      className="relative rounded-2xl border bg-card p-5 shadow-2xl shadow-brand-900/10 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3 border-b pb-4">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex gap-1.5" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-red-300" />
            <span className="size-2.5 rounded-full bg-yellow-300" />
            <span className="size-2.5 rounded-full bg-green-300" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-semibold">{title}</p>
            <p className="truncate text-xs text-muted-foreground">{site}</p>
          </div>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-800">
          <span className="size-2 rounded-full bg-green-600 motion-safe:animate-pulse" />
          {liveLabel}
        </span>
      </div>

      <div className="mt-5 grid gap-5 sm:grid-cols-[auto_1fr] sm:items-center">
        <div className="flex items-center gap-4 sm:flex-col sm:gap-1">
          <svg viewBox="0 0 80 80" width="88" height="88">
            <circle
              cx="40"
              cy="40"
              r={RING_RADIUS}
              fill="none"
              strokeWidth="8"
              className="stroke-muted"
            />
            <circle
              cx="40"
              cy="40"
              r={RING_RADIUS}
              fill="none"
              strokeWidth="8"
              strokeLinecap="round"
              className="stroke-accent"
              strokeDasharray={RING_LENGTH}
              strokeDashoffset={RING_LENGTH * (1 - score.value / score.max)}
              transform="rotate(-90 40 40)"
            />
            <text
              x="40"
              y="40"
              dy="0.35em"
              textAnchor="middle"
              className="fill-foreground text-xl font-bold"
            >
              {score.value}
            </text>
          </svg>
          <p className="text-sm font-medium text-muted-foreground">{score.label}</p>
        </div>
        <ul className="grid grid-cols-3 gap-2">
          {stats.map((stat) => (
            <li key={stat.label} className="rounded-lg bg-muted/70 p-3">
              <p className="flex items-center gap-1 text-base font-bold sm:text-lg">
                {stat.value}
                {stat.trend === "up" ? (
                  <ArrowUpRight className="size-4 text-accent" />
                ) : (
                  <Minus className="size-4 text-muted-foreground" />
                )}
              </p>
              <p className="mt-0.5 text-xs leading-snug text-muted-foreground">{stat.label}</p>
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-5 rounded-xl border p-4">
        <p className="text-xs font-semibold text-muted-foreground">{chart.label}</p>
        <div className="mt-3 flex h-28 items-end gap-2 sm:gap-3">
          {chart.values.map((value, index) => (
            <div
              key={chart.months[index]}
              className="flex h-full flex-1 flex-col justify-end gap-1.5"
            >
              <div
                className={
                  index === chart.values.length - 1
                    ? "rounded-t-md bg-primary"
                    : "rounded-t-md bg-brand-200"
                }
                style={{ height: `${barHeight(value)}%` }}
              />
              <span className="text-center text-[0.7rem] text-muted-foreground">
                {chart.months[index]}
              </span>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-5">
        <p className="text-xs font-semibold text-muted-foreground">{keywords.label}</p>
        <ul className="mt-2 divide-y">
          {keywords.items.map((item) => (
            <li key={item.keyword} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="truncate">{item.keyword}</span>
              <span className="flex shrink-0 items-center gap-2">
                <span className="rounded-md bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
                  #{item.position}
                </span>
                <span className="flex items-center text-xs font-semibold text-green-800">
                  <ArrowUpRight className="size-3.5" />
                  {item.change}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
