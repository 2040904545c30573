import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { marketingIcons, type MarketingIconName } from "./marketing-icons";
import { SectionHeader } from "./section-header";

export interface BenefitItem {
  icon: MarketingIconName;
  title: string;
  description: string;
}

interface BenefitsProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  items: readonly BenefitItem[];
  link?: { label: string; href: string };
}

/** Why-choose-us: the pitch and a link on one side, four benefits on the other. */
export function Benefits({
  id = "benefits",
  eyebrow,
  title,
  subtitle,
  items,
  link,
}: BenefitsProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-20 py-16 sm:py-24">
      <div className="container grid gap-12 lg:grid-cols-[2fr_3fr] lg:items-center">
        <div>
          <SectionHeader
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            subtitle={subtitle}
            align="left"
          />
          {link && (
            <Button asChild variant="link" className="mt-6 h-auto px-0 text-base">
              <Link to={link.href}>
                {link.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {items.map((item) => {
            const Icon = marketingIcons[item.icon];
            return (
              <li key={item.title} className="rounded-2xl border bg-card p-6 shadow-sm">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-emerald-50 text-accent">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{item.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
