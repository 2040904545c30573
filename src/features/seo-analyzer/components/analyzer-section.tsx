import { useId } from "react";
import { SectionHeader } from "@/components/marketing/section-header";
import { seoAnalyzerContent as copy } from "@/content/seo-analyzer";
import { AnalyzerForm } from "./analyzer-form";

/** The home page's live SEO analyzer (docs/product.md §2): heading, intro and the form. */
export function AnalyzerSection() {
  const headingId = useId();
  return (
    <section id="seo-analyzer" aria-labelledby={headingId} className="scroll-mt-20 py-16 sm:py-20">
      <div className="container">
        <SectionHeader
          id={headingId}
          eyebrow={copy.eyebrow}
          title={copy.title}
          subtitle={copy.intro}
        />
        <div className="mx-auto mt-10 max-w-3xl">
          <AnalyzerForm />
        </div>
      </div>
    </section>
  );
}
