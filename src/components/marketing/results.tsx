export interface ResultItem {
  /** Small lead-in above the figure, e.g. "Tot". */
  prefix?: string;
  value: string;
  label: string;
}

interface ResultsProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  items: readonly ResultItem[];
}

/** Big figures on a brand-coloured band (white on brand-700 passes AA). */
export function Results({ id = "results", eyebrow, title, subtitle, items }: ResultsProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-20 bg-brand-900 py-16 text-white sm:py-24"
    >
      <div className="container">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow && (
            <p className="text-sm font-semibold uppercase tracking-wider text-emerald-300">
              {eyebrow}
            </p>
          )}
          <h2
            id={headingId}
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          {subtitle && <p className="mt-4 text-lg text-brand-100">{subtitle}</p>}
        </div>
        <dl className="mt-12 grid gap-6 sm:grid-cols-3">
          {items.map((item) => (
            <div
              key={item.label}
              className="flex flex-col-reverse rounded-2xl bg-white/10 p-8 text-center ring-1 ring-white/15"
            >
              <dt className="mt-2 text-lg text-brand-100">{item.label}</dt>
              <dd>
                {item.prefix && (
                  <span className="block text-sm font-semibold uppercase tracking-wider text-emerald-300">
                    {item.prefix}
                  </span>
                )}
                <span className="mt-1 block text-5xl font-extrabold tracking-tight">
                  {item.value}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
