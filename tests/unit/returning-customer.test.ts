import { describe, expect, it } from "vitest";
import { isReturningCustomer } from "@/features/dashboard";

describe("isReturningCustomer", () => {
  const confirmed = { created_at: "2026-11-20T09:00:00Z", confirmed_at: "2026-11-20T09:02:00Z" };

  it("is false for the sign-in that confirmed the account, and within half an hour of it", () => {
    expect(isReturningCustomer({ ...confirmed, last_sign_in_at: "2026-11-20T09:02:00Z" })).toBe(
      false,
    );
    expect(isReturningCustomer({ ...confirmed, last_sign_in_at: "2026-11-20T09:31:59Z" })).toBe(
      false,
    );
  });

  it("is true for a later sign-in", () => {
    expect(isReturningCustomer({ ...confirmed, last_sign_in_at: "2026-11-20T09:32:01Z" })).toBe(
      true,
    );
    expect(isReturningCustomer({ ...confirmed, last_sign_in_at: "2026-11-24T16:30:00Z" })).toBe(
      true,
    );
  });

  it("counts from the account's creation when it has no confirmation date", () => {
    const created = { created_at: "2026-11-20T09:00:00Z" };
    expect(isReturningCustomer({ ...created, last_sign_in_at: "2026-11-20T09:00:01Z" })).toBe(
      false,
    );
    expect(isReturningCustomer({ ...created, last_sign_in_at: "2026-11-21T09:00:00Z" })).toBe(true);
  });

  it("treats a customer without sign-in dates as new", () => {
    expect(isReturningCustomer(null)).toBe(false);
    expect(isReturningCustomer({ created_at: "2026-11-20T09:00:00Z" })).toBe(false);
    expect(isReturningCustomer({ last_sign_in_at: "2026-11-20T09:00:00Z" })).toBe(false);
  });
});
