import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { SectionHeader } from "./section-header";

interface ContentSectionProps {
  /** Used for the heading id, so the section is labelled by its own h2. */
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: "center" | "left";
  /** Alternating tinted background to separate sections visually. */
  muted?: boolean;
  className?: string;
  children: ReactNode;
}

/** A page section: an h2 header (via SectionHeader) followed by its content. */
export function ContentSection({
  id,
  eyebrow,
  title,
  subtitle,
  align = "center",
  muted = false,
  className,
  children,
}: ContentSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn(muted && "bg-muted", className)}>
      <div className="container py-14 sm:py-20">
        <SectionHeader
          id={headingId}
          eyebrow={eyebrow}
          title={title}
          subtitle={subtitle}
          align={align}
        />
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
