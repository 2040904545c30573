import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { SectionHeader } from "./section-header";

interface ContentSectionProps {
  /** Anchor of the section (e.g. "pricing"); also the base of the heading id that labels it. */
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: "center" | "left";
  /** Tinted background to separate consecutive sections visually. */
  muted?: boolean;
  /** Keep header and content to a reading width (FAQ-style sections). */
  narrow?: boolean;
  className?: string;
  /** Spacing between the header and the content. */
  contentClassName?: string;
  children: ReactNode;
}

/**
 * The shell of every standard page section: a <section> labelled by its own h2 (SectionHeader),
 * the page container, and the content below the header. Anchored sections (#pricing, #cta…)
 * leave room for the sticky header when scrolled to.
 */
export function ContentSection({
  id,
  eyebrow,
  title,
  subtitle,
  align = "center",
  muted = false,
  narrow = false,
  className,
  contentClassName = "mt-10",
  children,
}: ContentSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("scroll-mt-20 py-16 sm:py-24", muted && "bg-muted/60", className)}
    >
      <div className="container">
        <div className={cn(narrow && "mx-auto max-w-3xl")}>
          <SectionHeader
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            subtitle={subtitle}
            align={align}
          />
          <div className={contentClassName}>{children}</div>
        </div>
      </div>
    </section>
  );
}
