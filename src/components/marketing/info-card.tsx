import type { LucideIcon } from "lucide-react";
import { Link } from "react-router-dom";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export interface InfoCardItem {
  title: string;
  description: string;
  icon?: LucideIcon;
  /** Optional short fact under the title, e.g. "12 artikelen". */
  meta?: string;
  /** Optional id of the card (an anchor, e.g. a help category linked from its articles). */
  id?: string;
  /** Optional links under the description (a help category's articles). */
  links?: readonly { href: string; label: string }[];
}

interface InfoCardProps {
  item: InfoCardItem;
  className?: string;
}

/** A card with a decorative icon, an h3 title and a short description (values, benefits, help topics). */
export function InfoCard({ item, className }: InfoCardProps) {
  const Icon = item.icon;
  return (
    <Card id={item.id} className={cn("h-full scroll-mt-24", className)}>
      <CardHeader>
        {Icon && (
          <span className="mb-2 inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        )}
        <CardTitle>{item.title}</CardTitle>
        {item.meta && <p className="text-sm font-semibold text-primary">{item.meta}</p>}
        <CardDescription className="text-base leading-relaxed">{item.description}</CardDescription>
      </CardHeader>
      {item.links && item.links.length > 0 && (
        <CardContent>
          <ul className="space-y-2 border-t pt-4">
            {item.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="text-primary underline-offset-4 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}

interface InfoCardGridProps {
  items: readonly InfoCardItem[];
  /** Tailwind column classes for larger screens; one column on phones. */
  columns?: "2" | "3" | "4";
}

const columnClasses = {
  "2": "sm:grid-cols-2",
  "3": "sm:grid-cols-2 lg:grid-cols-3",
  "4": "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function InfoCardGrid({ items, columns = "3" }: InfoCardGridProps) {
  return (
    <ul className={cn("grid gap-6", columnClasses[columns])}>
      {items.map((item) => (
        <li key={item.title}>
          <InfoCard item={item} />
        </li>
      ))}
    </ul>
  );
}
