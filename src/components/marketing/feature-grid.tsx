import { cn } from "@/lib/utils";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { marketingIcons, type MarketingIconName } from "./marketing-icons";
import { ContentSection } from "./content-section";

export interface FeatureItem {
  icon: MarketingIconName;
  title: string;
  description: string;
}

interface FeatureGridProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  features: readonly FeatureItem[];
  /** Columns on wide screens: 4 for the eight feature cards, 3 for a set of three. */
  columns?: 3 | 4;
}

/** The feature cards: an h2 for the section, an h3 per card, two to four columns. */
export function FeatureGrid({
  id = "features",
  eyebrow,
  title,
  subtitle,
  features,
  columns = 4,
}: FeatureGridProps) {
  return (
    <ContentSection
      id={id}
      eyebrow={eyebrow}
      title={title}
      subtitle={subtitle}
      contentClassName="mt-12"
    >
      <ul
        className={cn(
          "grid gap-6 sm:grid-cols-2",
          columns === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
        )}
      >
        {features.map((feature) => {
          const Icon = marketingIcons[feature.icon];
          return (
            <li key={feature.title} className="flex">
              <Card className="flex-1 transition-shadow hover:shadow-md">
                <CardHeader>
                  <span className="mb-3 inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <CardTitle>{feature.title}</CardTitle>
                  <CardDescription className="leading-relaxed">
                    {feature.description}
                  </CardDescription>
                </CardHeader>
              </Card>
            </li>
          );
        })}
      </ul>
    </ContentSection>
  );
}
