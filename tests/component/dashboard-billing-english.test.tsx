import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckSubscriptionResponse } from "@contract/billing";
import { changeLocale } from "@/i18n";
import { renderDashboard, resetBillingTest, subscriptionCard } from "./billing-pages";
import { ACTIVE_PRO, answerFunctions, httpError, ok } from "./billing-test-utils";
import { fake, fakeSession } from "./login-fake-supabase";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

/** The dashboard's billing in English: card, trial, discount, money back, notices and toasts. */
const DAY = 24 * 60 * 60 * 1000;
const answer = (patch: Partial<CheckSubscriptionResponse>) => ok({ ...ACTIVE_PRO, ...patch });

beforeEach(async () => {
  resetBillingTest();
  fake.setSession(fakeSession());
  await changeLocale("en");
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLocale("nl");
});

describe("the dashboard's billing in English", () => {
  it("says when a cancelled subscription ends, with the date in English", async () => {
    answerFunctions({
      "check-subscription": () =>
        answer({ cancel_at_period_end: true, subscription_end: "2027-01-05T10:00:00.000Z" }),
    });
    renderDashboard();
    const card = await subscriptionCard();
    expect(
      await within(card).findByText(
        "Your subscription ends on 5 January 2027. You will not be billed again.",
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText("Subscription")).toBeInTheDocument();
  });

  it("shows a trial's days left, a discount and the portal's failure toast in English", async () => {
    const user = userEvent.setup();
    answerFunctions({
      "check-subscription": () =>
        answer({
          status: "trialing",
          trial_end: new Date(Date.now() + 14 * DAY - 60_000).toISOString(),
          payment_method: false,
          discount: {
            amount_cents: 2450,
            full_amount_cents: 4900,
            until: "2027-02-26T10:00:00.000Z",
          },
        }),
      "customer-portal": () => httpError(400, { error: "No Stripe customer" }),
    });
    renderDashboard();
    const card = await subscriptionCard();
    expect(await within(card).findByText("Trial: 14 days left")).toBeInTheDocument();
    expect(card).toHaveTextContent("Status: Trial");
    expect(within(card).getByTestId("subscription-discount")).toHaveTextContent(
      "€24.50 per month until 25 February 2027, then €49",
    );
    expect(within(card).getByTestId("trial-status")).toHaveTextContent(
      /^Trial: 14 days leftAdd a payment method before \d{1,2} [A-Z][a-z]+ \d{4} to continue; otherwise your trial simply ends and you pay nothing\.Add payment method$/,
    );
    await user.click(within(card).getByRole("button", { name: "Add payment method" }));
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
    expect(
      screen.getByText("We could not open subscription management. Please try again later."),
    ).toBeInTheDocument();
  });

  it("asks for the refund in English and words the server's refusal in English", async () => {
    const user = userEvent.setup();
    answerFunctions({
      "check-subscription": () =>
        answer({ money_back: { until: "2026-12-07T10:00:00.000Z", amount_cents: 5929 } }),
      "money-back": () =>
        httpError(409, { error: "The money-back guarantee has already been used" }),
    });
    renderDashboard();
    const card = await subscriptionCard();
    expect(
      await within(card).findByText("Possible until 7 December 2026: 14-day money-back guarantee."),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Request a refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a refund?" });
    expect(dialog).toHaveTextContent(
      "Your subscription stops at once and your first payment of €59.29 is refunded in full to your original payment method. You can do this once.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Yes, stop and refund" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You have already used the money-back guarantee.",
    );
    // The refusal is kept, not its words: switching back to Dutch rewords it.
    await changeLocale("nl");
    await waitFor(() =>
      expect(within(dialog).getByRole("alert")).toHaveTextContent(
        "Je hebt de geld-terug-garantie al eens gebruikt.",
      ),
    );
  });

  it("tells about a refunded second subscription and toasts a started trial in English", async () => {
    answerFunctions({
      "check-subscription": () =>
        answer({
          refunds: [
            {
              reason: "duplicate_subscription",
              price_id: "price_basic",
              amount_cents: 2299,
              created_at: new Date().toISOString(),
            },
          ],
        }),
    });
    renderDashboard("/dashboard?trial_started=true");
    expect(await screen.findByTestId("billing-notices")).toHaveTextContent(
      "You had taken out a second subscription (Basic). We stopped it at once and refunded €22.99 in full; your other subscription continues as normal.",
    );
    expect(await screen.findByText("Trial started")).toBeInTheDocument();
    expect(screen.getByText("You can now use Vindbaar free for 14 days.")).toBeInTheDocument();
  });
});
