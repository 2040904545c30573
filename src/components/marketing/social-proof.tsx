import { marketingIcons, type MarketingIconName } from "./marketing-icons";

interface SocialProofProps {
  /** Accessible name of the strip (it has no visible heading). */
  label: string;
  items: readonly { icon: MarketingIconName; text: string }[];
}

/** A quiet band of trust claims right under the hero. */
export function SocialProof({ label, items }: SocialProofProps) {
  return (
    <section aria-label={label} className="border-y bg-background/70 backdrop-blur">
      <ul className="container flex flex-wrap items-center justify-center gap-x-8 gap-y-3 py-6">
        {items.map((item) => {
          const Icon = marketingIcons[item.icon];
          return (
            <li
              key={item.text}
              className="flex items-center gap-2 text-sm font-semibold text-foreground"
            >
              <Icon className="size-5 text-accent" aria-hidden="true" />
              {item.text}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
