import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A box that scrolls sideways on its own when its content (a table) is wider than the screen, so the
 * page itself never does. It is a focusable, labelled region: keyboard users scroll it with the
 * arrow keys.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={cn(
        "max-w-full min-w-0 overflow-x-auto rounded-sm focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40",
        className,
      )}
    >
      {children}
    </div>
  );
}
