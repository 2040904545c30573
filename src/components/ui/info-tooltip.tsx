import { Info } from "lucide-react";
import { EnsureTooltipProvider, Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

interface InfoTooltipProps {
  /** Accessible name of the (i) button, e.g. "Uitleg over zoekwoorden". */
  label: string;
  text: string;
}

/**
 * A small (i) button that explains a term on hover or keyboard focus. Timing (700 ms open delay,
 * 300 ms skip delay) comes from the nearest TooltipProvider, or a local one (EnsureTooltipProvider).
 */
export function InfoTooltip({ label, text }: InfoTooltipProps) {
  return (
    <EnsureTooltipProvider>
      <Tooltip>
        <TooltipTrigger
          type="button"
          aria-label={label}
          className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring"
        >
          <Info className="size-4" aria-hidden="true" />
        </TooltipTrigger>
        <TooltipContent className="max-w-64 text-pretty">{text}</TooltipContent>
      </Tooltip>
    </EnsureTooltipProvider>
  );
}
