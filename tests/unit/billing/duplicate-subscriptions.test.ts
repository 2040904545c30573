import { describe, expect, it } from "vitest";
import { splitDuplicates } from "../../../supabase/functions/_shared/billing/duplicate-subscriptions";
import type { Stripe } from "../../../supabase/functions/_shared/stripe";

const sub = (id: string, created: number, status = "active") =>
  ({ id, created, status }) as unknown as Stripe.Subscription;

describe("splitDuplicates", () => {
  it("keeps the oldest live subscription and marks every newer live one a duplicate", () => {
    // Stripe lists newest first.
    const { kept, duplicates } = splitDuplicates([
      sub("sub_new", 300),
      sub("sub_gone", 50, "canceled"),
      sub("sub_trial", 200, "trialing"),
      sub("sub_old", 100),
    ]);
    expect(kept?.id).toBe("sub_old");
    expect(duplicates.map((s) => s.id)).toEqual(["sub_trial", "sub_new"]);
  });

  it("takes the later list position as the older one within the same second", () => {
    const { kept, duplicates } = splitDuplicates([sub("sub_b", 100), sub("sub_a", 100)]);
    expect(kept?.id).toBe("sub_a");
    expect(duplicates.map((s) => s.id)).toEqual(["sub_b"]);
  });

  it.each(["canceled", "incomplete", "incomplete_expired"])(
    "ignores %s subscriptions",
    (status) => {
      expect(splitDuplicates([sub("sub_x", 200, status), sub("sub_y", 100)]).duplicates).toEqual(
        [],
      );
    },
  );
});
