import type { ReactNode } from "react";
import { DeferredToasters } from "@/components/ui/deferred-toasters";
import { TooltipProvider } from "@/components/ui/tooltip";
// Imported from its module (not the feature index) so public pages get the small provider only.
import { SessionProvider } from "@/features/auth/session-provider";

/**
 * App-wide providers. Kept deliberately thin: every public page pays for what is here.
 * TanStack Query is provided by the customer-area pages that use it. One TooltipProvider for the
 * app, so the skip delay applies when moving from one tooltip to the next.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <TooltipProvider>
        {children}
        <DeferredToasters />
      </TooltipProvider>
    </SessionProvider>
  );
}
