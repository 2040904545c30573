export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

interface LegalDocumentProps {
  sections: readonly LegalSection[];
  /** e.g. "Last updated:". */
  lastUpdatedLabel: string;
  /** ISO date for the <time> element. */
  lastUpdatedIso: string;
  /** The same date as shown to readers, e.g. "15 March 2024". */
  lastUpdatedText: string;
  /** Accessible name of the table of contents, e.g. "Contents". */
  contentsLabel: string;
}

/** Stable, readable anchor ids: "1. Who we are" -> "who-we-are". */
export function sectionAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A legal text (privacy policy, terms): date line, table of contents and numbered h2 sections. */
export function LegalDocument({
  sections,
  lastUpdatedLabel,
  lastUpdatedIso,
  lastUpdatedText,
  contentsLabel,
}: LegalDocumentProps) {
  return (
    <div className="container max-w-3xl py-12 sm:py-16">
      <p className="text-sm font-medium text-muted-foreground">
        {lastUpdatedLabel} <time dateTime={lastUpdatedIso}>{lastUpdatedText}</time>
      </p>
      <nav aria-label={contentsLabel} className="mt-6 rounded-lg border bg-muted p-5">
        <ol className="space-y-1.5 text-sm">
          {sections.map((section) => (
            <li key={section.heading}>
              <a
                href={`#${sectionAnchor(section.heading)}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {sections.map((section) => (
          <section key={section.heading} aria-labelledby={sectionAnchor(section.heading)}>
            <h2
              id={sectionAnchor(section.heading)}
              className="scroll-mt-24 text-2xl font-bold tracking-tight"
            >
              {section.heading}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-foreground">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
