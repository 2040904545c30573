import type { ReactNode } from "react";
import { DeferredToasters } from "@/components/ui/deferred-toasters";

/**
 * App-wide providers. Kept deliberately thin: every public page pays for what is here.
 * TanStack Query is provided by the customer-area pages that use it (see QueryProvider), and
 * tooltips bring their own TooltipProvider.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <DeferredToasters />
    </>
  );
}
