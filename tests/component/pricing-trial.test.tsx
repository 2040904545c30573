import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_SUBSCRIBED } from "@contract/billing";
import { card, renderPricing, resetBillingTest, signedInOnPricing } from "./billing-pages";
import {
  ACTIVE_PRO,
  answerFunctions,
  callsOf,
  deferred,
  location,
  ok,
  ORIGIN,
} from "./billing-test-utils";
import { fake } from "./login-fake-supabase";

// A returning customer: this browser holds a saved session, so the auth client loads on /pricing.
vi.mock("@/lib/supabase", async () => ({
  ...(await import("./login-fake-supabase")).fakeSupabaseModule,
  hasStoredSession: () => true,
}));

/**
 * The plan cards' second action, 'Probeer 14 dagen gratis' (a free trial without a payment
 * method), and one purchase at a time: a double click starts one Checkout.
 */
const signedIn = signedInOnPricing;

let assign: ReturnType<typeof resetBillingTest>["assign"];

beforeEach(() => {
  ({ assign } = resetBillingTest());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("'Probeer 14 dagen gratis' for a visitor", () => {
  it("is on every card, says no credit card is needed, and goes to login with the trial", async () => {
    const user = userEvent.setup();
    renderPricing();
    for (const name of ["Basic", "Pro", "Ultimate", "Power"]) {
      const trial = within(card(name)).getByRole("button", { name: "Probeer 14 dagen gratis" });
      expect(trial).toHaveAccessibleDescription("Geen creditcard nodig");
    }
    expect(screen.getByRole("heading", { name: "14 dagen gratis proberen" })).toBeInTheDocument();
    await user.click(within(card("Pro")).getByRole("button", { name: "Probeer 14 dagen gratis" }));
    expect(location()).toBe("/login?returnUrl=%2Fpricing%3Fplan%3Dpro%26trial%3D1#pricing");
    expect(fake.functions.invoke).not.toHaveBeenCalled();
  });

  it("a shared link with a trial choice focuses that card's trial button and starts nothing", async () => {
    renderPricing("/pricing?plan=ultimate&trial=1#pricing");
    await waitFor(
      () =>
        expect(
          within(card("Ultimate")).getByRole("button", { name: "Probeer 14 dagen gratis" }),
        ).toHaveFocus(),
      { timeout: 5000 },
    );
    expect(callsOf("create-checkout")).toEqual([]);
  });
});

describe("'Probeer 14 dagen gratis' signed in", () => {
  it("starts Checkout in trial mode, with the trial's own return address", async () => {
    const user = userEvent.setup();
    await signedIn({ ...NOT_SUBSCRIBED, trial_available: true });
    const checkout = deferred<ReturnType<typeof ok>>();
    answerFunctions({
      "check-subscription": () => ok(NOT_SUBSCRIBED),
      "create-checkout": () => checkout.promise,
    });
    await user.click(
      await within(card("Pro")).findByRole("button", { name: "Probeer 14 dagen gratis" }),
    );
    expect(callsOf("create-checkout")).toEqual([
      {
        priceId: "price_pro",
        successUrl: `${ORIGIN}/dashboard?trial_started=true`,
        cancelUrl: `${ORIGIN}/pricing?checkout_cancelled=true`,
        trial: true,
      },
    ]);
    const pro = card("Pro");
    expect(within(pro).getByRole("button", { name: "Verwerken..." })).toBeDisabled();
    expect(within(pro).getByRole("button", { name: "Kies Pro" })).toBeDisabled();
    checkout.resolve(ok({ url: "https://checkout.stripe.test/c/pay/cs_trial" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://checkout.stripe.test/c/pay/cs_trial"),
    );
  });

  it("is not offered once the customer used their trial, nor next to a live plan", async () => {
    await signedIn({ ...NOT_SUBSCRIBED, trial_available: false });
    await within(card("Pro")).findByRole("button", { name: "Kies Pro" });
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Probeer 14 dagen gratis" })).toBeNull(),
    );
    expect(screen.queryByRole("heading", { name: "14 dagen gratis proberen" })).toBeNull();
  });

  it("is not offered to a paying customer", async () => {
    await signedIn({ ...ACTIVE_PRO, trial_available: true });
    await within(card("Pro")).findByText("JE HUIDIGE PLAN");
    expect(screen.queryByRole("button", { name: "Probeer 14 dagen gratis" })).toBeNull();
  });
});

describe("one purchase at a time", () => {
  it("a double click on 'Kies Pro' starts one Checkout", async () => {
    await signedIn();
    answerFunctions({
      "check-subscription": () => ok(NOT_SUBSCRIBED),
      "create-checkout": () => new Promise(() => {}),
    });
    const button = await screen.findByRole("button", { name: "Kies Pro" });
    // Both clicks before any timer runs, as a browser does with queued input: the mutation's
    // pending state (notified on a later tick) has not disabled the button yet.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(callsOf("create-checkout")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsOf("create-checkout")).toHaveLength(1);
  });
});
