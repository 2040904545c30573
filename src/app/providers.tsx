import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { StackedToaster } from "@/components/ui/sonner";
import { Toaster } from "@/components/ui/toaster";
import { TooltipProvider } from "@/components/ui/tooltip";
import { createQueryClient } from "@/lib/query-client";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
        <StackedToaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
