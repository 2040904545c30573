import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderDashboard, resetBillingTest } from "./billing-pages";
import { ACTIVE_PRO, answerFunctions, callsOf, location, ok } from "./billing-test-utils";
import { fake, fakeSession } from "./login-fake-supabase";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

/**
 * Back from the Stripe billing portal, the dashboard shows the change made there without a
 * reload: the webhook that brings it may arrive a moment later, so check-subscription is asked
 * every 2 s until the answer differs from what was shown before the portal, for at most 30 s.
 */
const CANCELLING = {
  ...ACTIVE_PRO,
  cancel_at_period_end: true,
  subscription_end: "2027-01-05T09:00:00Z",
};
const CANCELLING_TEXT = "Je abonnement stopt op 5 januari 2027. Er wordt niets meer afgeschreven.";

let assign: ReturnType<typeof resetBillingTest>["assign"];

beforeEach(() => {
  ({ assign } = resetBillingTest());
  window.sessionStorage.clear();
  fake.setSession(fakeSession());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const card = () => screen.getByTestId("subscription-card");

/** check-subscription says "active" until the portal's webhook is in, from answer `n` on. */
function webhookArrivesWithAnswer(n: number) {
  let answers = 0;
  answerFunctions({
    "check-subscription": () => {
      answers += 1;
      return ok(answers >= n ? CANCELLING : ACTIVE_PRO);
    },
  });
}

/** Lets `ms` pass, and the answers that came due meanwhile render. */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe("back from the billing portal", () => {
  it("opens the portal with a return address that says so, remembering what the card showed", async () => {
    const user = userEvent.setup();
    answerFunctions({
      "check-subscription": () => ok(ACTIVE_PRO),
      "customer-portal": () => ok({ url: "https://billing.stripe.com/p/session/test_1" }),
    });
    renderDashboard();
    await user.click(await screen.findByRole("button", { name: "Beheer je abonnement" }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://billing.stripe.com/p/session/test_1"),
    );
    expect(callsOf("customer-portal")).toEqual([
      { returnUrl: "https://vindbaar.test/dashboard?portal_session=true" },
    ]);
  });

  it("asks every 2 s until the cancellation made in the portal arrives, then stops", async () => {
    const user = userEvent.setup();
    // Before the portal: an active plan, as the card showed it when the customer left.
    answerFunctions({
      "check-subscription": () => ok(ACTIVE_PRO),
      "customer-portal": () => ok({ url: "https://billing.stripe.com/p/session/test_2" }),
    });
    const first = renderDashboard();
    await user.click(await screen.findByRole("button", { name: "Beheer je abonnement" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    first.unmount();

    // Back (a new page load): the webhook comes in with the third answer.
    resetBillingTest();
    fake.setSession(fakeSession());
    vi.useFakeTimers();
    webhookArrivesWithAnswer(3);
    renderDashboard("/dashboard?portal_session=true");
    await pass(0);
    expect(location()).toBe("/dashboard");
    expect(callsOf("check-subscription")).toHaveLength(1);
    expect(card()).toHaveTextContent("Volgende factuur op 23 december 2026");
    // Not the checkout's wording: nothing is being activated.
    expect(card()).not.toHaveTextContent("Je abonnement wordt geactiveerd…");

    await pass(2000);
    expect(callsOf("check-subscription")).toHaveLength(2);
    await pass(2000);
    expect(callsOf("check-subscription")).toHaveLength(3);
    await vi.waitFor(() => expect(within(card()).getByText(CANCELLING_TEXT)).toBeInTheDocument());
    expect(card()).not.toHaveTextContent("Volgende factuur");

    // The change is here: no more asking.
    await pass(20_000);
    expect(callsOf("check-subscription")).toHaveLength(3);
  });

  it("stops after 30 seconds when nothing changed in the portal", async () => {
    vi.useFakeTimers();
    answerFunctions({ "check-subscription": () => ok(ACTIVE_PRO) });
    renderDashboard("/dashboard?portal_session=true");
    await pass(0);
    await pass(30_000);
    const calls = callsOf("check-subscription").length;
    // The first answer and one every 2 s.
    expect(calls).toBeGreaterThanOrEqual(15);
    expect(calls).toBeLessThanOrEqual(16);
    await pass(20_000);
    expect(callsOf("check-subscription")).toHaveLength(calls);
    expect(card()).toHaveTextContent("Pro-pakket");
  });

  it("asks again when the browser's back button restores the dashboard from its cache", async () => {
    vi.useFakeTimers();
    webhookArrivesWithAnswer(3);
    renderDashboard();
    await pass(0);
    expect(callsOf("check-subscription")).toHaveLength(1);
    await pass(5000);
    expect(callsOf("check-subscription")).toHaveLength(1);

    // Back from the portal with the back button: the page is shown again, not loaded.
    await act(async () => {
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(callsOf("check-subscription")).toHaveLength(2);
    await pass(2000);
    expect(callsOf("check-subscription")).toHaveLength(3);
    await vi.waitFor(() => expect(within(card()).getByText(CANCELLING_TEXT)).toBeInTheDocument());
    await pass(10_000);
    expect(callsOf("check-subscription")).toHaveLength(3);
  });
});
