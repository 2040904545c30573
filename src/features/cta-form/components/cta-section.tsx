import { useId } from "react";
import { CheckList } from "@/components/ui/check-list";
import { ctaContent } from "@/content/cta";
import { CtaForm } from "./cta-form";

/** Full-width closing band (#cta) that other pages' buttons scroll to. */
export function CtaSection() {
  const titleId = useId();
  return (
    <section
      id="cta"
      aria-labelledby={titleId}
      className="scroll-mt-20 bg-gradient-to-br from-brand-700 to-brand-900 text-white"
    >
      <div className="container grid grid-cols-1 items-center gap-10 break-words py-16 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
            {ctaContent.eyebrow}
          </p>
          <h2
            id={titleId}
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
          >
            {ctaContent.title}
          </h2>
          <p className="mt-4 text-lg text-brand-50 text-pretty">{ctaContent.text}</p>
          <CheckList
            items={ctaContent.highlights}
            className="mt-6 space-y-2"
            itemClassName="text-brand-50"
            iconClassName="mt-0 size-5 text-brand-200"
          />
        </div>
        <div className="rounded-lg bg-background p-6 text-foreground shadow-xl sm:p-8">
          <CtaForm />
        </div>
      </div>
    </section>
  );
}
