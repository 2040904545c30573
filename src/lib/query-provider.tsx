import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient } from "./query-client";
import { onSessionEnd } from "./session-end";

// One client for the browser session, created on first use of a page that needs server state
// (the customer area; public pages never load TanStack Query).
let client: ReturnType<typeof createQueryClient> | undefined;
let stopFollowingSession: (() => void) | undefined;

function sessionClient(): ReturnType<typeof createQueryClient> {
  if (client) return client;
  const created = createQueryClient();
  // When the session ends, fetches under way are cancelled (a late answer is dropped, not
  // stored) and everything cached goes: the next account starts without the last one's data.
  stopFollowingSession = onSessionEnd(() => {
    void created.cancelQueries();
    created.clear();
  });
  client = created;
  return created;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sessionClient()}>{children}</QueryClientProvider>;
}

/** For tests: drop the client and its cache, so each test starts without server state. */
export function resetQueryClient() {
  stopFollowingSession?.();
  stopFollowingSession = undefined;
  client?.clear();
  client = undefined;
}
