import { Quote } from "lucide-react";
import { FiveStars } from "@/components/marketing/five-stars";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { ContentSection } from "./content-section";

export interface TestimonialItem {
  quote: string;
  author: string;
  title: string;
  company: string;
}

interface TestimonialGridProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  testimonials: readonly TestimonialItem[];
  /** Accessible text for the five stars on each card, e.g. "5 van 5 sterren". */
  starsLabel?: string;
  /** Optional content under the header (e.g. a rating summary on /testimonials). */
  children?: ReactNode;
}

function initials(name: string): string {
  const parts = name.split(" ").filter(Boolean);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? parts[parts.length - 1][0] : ""}`.toUpperCase();
}

/** Customer quotes as cards: each a <figure> with the quote and who said it. */
export function TestimonialGrid({
  id = "testimonials",
  eyebrow,
  title,
  subtitle,
  testimonials,
  starsLabel = "5 van 5 sterren",
  children,
}: TestimonialGridProps) {
  return (
    <ContentSection
      id={id}
      eyebrow={eyebrow}
      title={title}
      subtitle={subtitle}
      // Optional children (e.g. a rating strip) sit right under the header, the grid below them.
      contentClassName={children ? "" : "mt-12"}
    >
      {children}
      <ul className={cn("grid gap-6 md:grid-cols-2", children && "mt-12")}>
        {testimonials.map((item) => (
          <li key={item.author} className="flex">
            <figure className="relative flex flex-1 flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
              <Quote className="absolute right-6 top-6 size-10 text-brand-100" aria-hidden="true" />
              <p className="flex text-yellow-500" role="img" aria-label={starsLabel}>
                <FiveStars />
              </p>
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed">
                <p>“{item.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary to-accent font-bold text-white"
                >
                  {initials(item.author)}
                </span>
                <span>
                  <span className="block font-semibold">{item.author}</span>
                  <span className="block text-sm text-muted-foreground">
                    {item.title}, {item.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
