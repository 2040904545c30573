import { marketingIcons, type MarketingIconName } from "./marketing-icons";
import { ContentSection } from "./content-section";

export interface StepItem {
  icon: MarketingIconName;
  title: string;
  description: string;
}

interface StepsProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  steps: readonly StepItem[];
}

/** Numbered how-it-works steps as an ordered list, connected by a line on wide screens. */
export function Steps({ id = "how-it-works", eyebrow, title, subtitle, steps }: StepsProps) {
  return (
    <ContentSection
      id={id}
      eyebrow={eyebrow}
      title={title}
      subtitle={subtitle}
      muted
      contentClassName="mt-12"
    >
      <div className="relative">
        {/* The connecting line sits outside the <ol>: a list may only contain list items. */}
        <span
          aria-hidden="true"
          className="absolute left-[16.6%] right-[16.6%] top-8 hidden h-0.5 bg-gradient-to-r from-brand-200 via-primary/40 to-emerald-200 md:block"
        />
        <ol className="relative grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => {
            const Icon = marketingIcons[step.icon];
            return (
              <li key={step.title} className="relative flex flex-col items-center text-center">
                <span className="relative flex size-16 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-lg shadow-primary/20">
                  <Icon className="size-7" aria-hidden="true" />
                  <span className="absolute -right-2 -top-2 flex size-7 items-center justify-center rounded-full border-2 border-background bg-accent text-sm font-bold text-accent-foreground">
                    {index + 1}
                  </span>
                </span>
                <h3 className="mt-6 text-xl font-semibold">
                  <span className="sr-only">Stap {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-3 max-w-sm leading-relaxed text-muted-foreground">
                  {step.description}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </ContentSection>
  );
}
