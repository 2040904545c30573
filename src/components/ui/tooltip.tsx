import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { createContext, useContext, type ComponentPropsWithRef, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/** Tooltips open after 700 ms; moving between triggers within 300 ms skips the delay (docs/contracts/product-rules.md §3). */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

const InsideTooltipProvider = createContext(false);

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <InsideTooltipProvider.Provider value={true}>{children}</InsideTooltipProvider.Provider>
    </TooltipPrimitive.Provider>
  );
}

/**
 * Ensures a provider above a tooltip: a surrounding one (so the skip delay spans a group of
 * tooltips) or else a local one with the same timing. The app has no global provider, so public
 * pages without a tooltip do not download Radix tooltip (issue 13).
 */
export function EnsureTooltipProvider({ children }: { children: ReactNode }) {
  return useContext(InsideTooltipProvider) ? (
    children
  ) : (
    <TooltipProvider>{children}</TooltipProvider>
  );
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentPropsWithRef<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md",
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
