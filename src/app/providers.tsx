import type { ReactNode } from "react";
import { DeferredToasters } from "@/components/ui/deferred-toasters";
// Imported from its module (not the feature index) so public pages get the small provider only.
import { SessionProvider } from "@/features/auth/session-provider";

/**
 * App-wide providers. Kept deliberately thin: every public page pays for what is here.
 * TanStack Query is provided by the customer-area pages that use it. Tooltips bring their own
 * provider (EnsureTooltipProvider), so Radix tooltip and its positioning library load only with
 * the code that shows one (issue 13).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <DeferredToasters />
    </SessionProvider>
  );
}
