import { describe, expect, it } from "vitest";
import { createQueryClient, QUERY_DEFAULTS, retryDelay } from "@/lib/query-client";

describe("TanStack Query defaults (docs/product.md §9)", () => {
  it("retries 3 times and keeps unused data for 5 minutes", () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.retry).toBe(3);
    expect(options?.gcTime).toBe(300_000);
    expect(options?.retryDelay).toBe(QUERY_DEFAULTS.retryDelay);
  });

  it("backs off exponentially from 1 s, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
