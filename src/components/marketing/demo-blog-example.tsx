import { Badge } from "@/components/ui/badge";

export interface DemoBlogData {
  label: string;
  /** Labels of the metadata panel. */
  seoPanelLabel: string;
  metaTitleLabel: string;
  metaDescriptionLabel: string;
  keywordsLabel: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  keywords: readonly string[];
  stats: readonly { label: string; value: string }[];
  intro: string;
  sections: readonly { heading: string; text: string }[];
  more: string;
}

/** A static example article as Vindbaar delivers it, with its SEO metadata beside it. */
export function DemoBlogExample({ data }: { data: DemoBlogData }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <article className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <Badge variant="secondary">{data.label}</Badge>
        <h3 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{data.title}</h3>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{data.intro}</p>
        {data.sections.map((section) => (
          <div key={section.heading} className="mt-6">
            <h4 className="text-lg font-semibold">{section.heading}</h4>
            <p className="mt-2 leading-relaxed text-muted-foreground">{section.text}</p>
          </div>
        ))}
        <p className="mt-6 italic text-muted-foreground">{data.more}</p>
      </article>

      <aside aria-label={data.seoPanelLabel} className="space-y-4">
        <dl className="grid grid-cols-3 gap-3">
          {data.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-xl border bg-card p-3 text-center shadow-sm"
            >
              <dt className="text-xs text-muted-foreground">{stat.label}</dt>
              <dd className="text-lg font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className="rounded-xl border bg-card p-4 shadow-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {data.metaTitleLabel}
          </p>
          <p className="mt-1 font-medium text-primary">{data.metaTitle}</p>
          <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {data.metaDescriptionLabel}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{data.metaDescription}</p>
        </div>
        <div className="rounded-xl border bg-card p-4 shadow-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {data.keywordsLabel}
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {data.keywords.map((keyword) => (
              <li key={keyword}>
                <Badge variant="outline">{keyword}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </aside>
    </div>
  );
}
