import { cn } from "@/lib/utils";

export interface Stat {
  /** Ready-to-show figure, e.g. "5.000+". */
  value: string;
  /** What the figure counts, e.g. "leden". */
  label: string;
}

interface StatGridProps {
  stats: readonly Stat[];
  /** Accessible name for the list, e.g. "De community in cijfers". */
  label: string;
  className?: string;
}

/** A row of key figures; value and label read as one phrase ("5.000+ leden"). */
export function StatGrid({ stats, label, className }: StatGridProps) {
  return (
    <ul aria-label={label} className={cn("grid grid-cols-2 gap-4 lg:grid-cols-4", className)}>
      {stats.map((stat) => (
        <li key={stat.label} className="rounded-lg border bg-card p-5 text-center shadow-sm sm:p-6">
          <span className="block text-3xl font-extrabold text-primary sm:text-4xl">
            {stat.value}
          </span>{" "}
          <span className="mt-1 block text-sm text-muted-foreground sm:text-base">
            {stat.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
