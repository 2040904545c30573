import { QueryClient } from "@tanstack/react-query";

/** Exponential back-off 1 s, 2 s, 4 s … capped at 30 s (docs/product.md §9 "Data fetching defaults"). */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

export const QUERY_DEFAULTS = {
  retry: 3,
  retryDelay,
  gcTime: 5 * 60 * 1000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS },
    },
  });
}
