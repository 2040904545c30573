import { Star, Users } from "lucide-react";
import { PageHero } from "@/components/marketing/page-hero";
import { TestimonialGrid } from "@/components/marketing/testimonial-grid";
import { testimonials, testimonialsPage } from "@/content/testimonials";
import { CtaSection } from "@/features/cta-form";
import { PageHead } from "./page-head";

export function TestimonialsPage() {
  return (
    <>
      <PageHead path="/testimonials" />
      <PageHero {...testimonialsPage.hero} />
      <TestimonialGrid {...testimonialsPage.section} testimonials={testimonials}>
        <ul className="mt-8 flex flex-wrap justify-center gap-4">
          <li className="flex items-center gap-2 rounded-full bg-secondary px-4 py-2 text-sm font-semibold text-secondary-foreground">
            <Star className="size-4 fill-current text-yellow-600" aria-hidden="true" />
            {testimonialsPage.ratingLabel}
          </li>
          <li className="flex items-center gap-2 rounded-full bg-secondary px-4 py-2 text-sm font-semibold text-secondary-foreground">
            <Users className="size-4 text-accent" aria-hidden="true" />
            {testimonialsPage.customersLabel}
          </li>
        </ul>
      </TestimonialGrid>
      <CtaSection />
    </>
  );
}
