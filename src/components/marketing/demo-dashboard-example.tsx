import { CalendarDays, CreditCard } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatEuro } from "@/lib/format";

export interface DemoDashboardData {
  label: string;
  greeting: string;
  planTitle: string;
  planName: string;
  planPrice: number;
  perMonth: string;
  nextInvoiceLabel: string;
  /** Already formatted, e.g. "15 juni 2025". */
  nextInvoice: string;
  stats: readonly { label: string; value: string }[];
  contentTitle: string;
  content: readonly {
    title: string;
    status: string;
    tone: "success" | "warning" | "secondary";
    date: string;
  }[];
}

/** A static example of the customer dashboard (docs/product.md §9: the demo names an Ultimate Plan). */
export function DemoDashboardExample({ data }: { data: DemoDashboardData }) {
  return (
    <article className="rounded-2xl border bg-muted/40 p-4 shadow-sm sm:p-8">
      <p className="text-sm font-semibold text-primary">{data.label}</p>
      <h3 className="mt-1 text-2xl font-bold tracking-tight">{data.greeting}</h3>

      <div className="mt-6 grid gap-4 lg:grid-cols-[1fr_2fr]">
        <section
          aria-labelledby="demo-plan-title"
          className="rounded-xl border bg-card p-5 shadow-sm"
        >
          <h4
            id="demo-plan-title"
            className="flex items-center gap-2 text-sm font-semibold text-muted-foreground"
          >
            <CreditCard className="size-4" aria-hidden="true" />
            {data.planTitle}
          </h4>
          <p className="mt-3 text-xl font-bold">{data.planName}</p>
          <p className="text-muted-foreground">
            {formatEuro(data.planPrice)}
            {data.perMonth}
          </p>
          <p className="mt-4 flex items-center gap-2 text-sm">
            <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
            <span>
              {data.nextInvoiceLabel}: <strong>{data.nextInvoice}</strong>
            </span>
          </p>
        </section>
        <dl className="grid grid-cols-2 gap-4">
          {data.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-xl border bg-card p-5 shadow-sm"
            >
              <dt className="mt-1 text-sm break-words hyphens-auto text-muted-foreground">
                {stat.label}
              </dt>
              <dd className="text-2xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <section
        aria-labelledby="demo-content-title"
        className="mt-4 rounded-xl border bg-card p-5 shadow-sm"
      >
        <h4 id="demo-content-title" className="text-sm font-semibold text-muted-foreground">
          {data.contentTitle}
        </h4>
        <ul className="mt-3 divide-y">
          {data.content.map((item) => (
            <li
              key={item.title}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="font-medium">{item.title}</span>
              <span className="flex shrink-0 items-center gap-3 text-sm text-muted-foreground">
                {item.date}
                <Badge variant={item.tone}>{item.status}</Badge>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
