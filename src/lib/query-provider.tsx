import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient } from "./query-client";

// One client for the browser session, created on first use of a page that needs server state
// (the customer area; public pages never load TanStack Query).
let client: ReturnType<typeof createQueryClient> | undefined;

export function QueryProvider({ children }: { children: ReactNode }) {
  client ??= createQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** For tests: drop the client and its cache, so each test starts without server state. */
export function resetQueryClient() {
  client?.clear();
  client = undefined;
}
