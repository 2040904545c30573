import { Check, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

interface CheckListProps {
  items: readonly string[];
  /** The mark before each item (a check by default; the demo report uses a light bulb). */
  icon?: LucideIcon;
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
}

/**
 * A list of short claims, each after a decorative mark: the CTA's highlights, the exit offer's
 * perks and the demo report's recommendations. Long words wrap inside the item.
 */
export function CheckList({
  items,
  icon: Icon = Check,
  className,
  itemClassName,
  iconClassName,
}: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn("flex items-start gap-2", itemClassName)}>
          <Icon className={cn("mt-0.5 size-4 shrink-0", iconClassName)} aria-hidden="true" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{item}</span>
        </li>
      ))}
    </ul>
  );
}
