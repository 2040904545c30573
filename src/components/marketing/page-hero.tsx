import type { ReactNode } from "react";
import { SectionHeader } from "./section-header";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}

/** The top band of a content page: its single h1 plus an intro line and optional actions. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="border-b bg-gradient-to-b from-brand-50 to-background">
      <div className="container py-14 sm:py-20">
        <SectionHeader as="h1" eyebrow={eyebrow} title={title} subtitle={intro} />
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}
