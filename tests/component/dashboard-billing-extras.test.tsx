import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BILLING_CATALOGUE,
  NOT_SUBSCRIBED,
  type CheckSubscriptionResponse,
} from "@contract/billing";
import { renderDashboard, resetBillingTest, subscriptionCard } from "./billing-pages";
import {
  ACTIVE_PRO,
  answerFunctions,
  callsOf,
  deferred,
  httpError,
  location,
  ok,
  ORIGIN,
} from "./billing-test-utils";
import { fake, fakeSession } from "./login-fake-supabase";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

/**
 * The dashboard's billing additions: a free trial's days left and 'Betaalmethode toevoegen', a
 * running discount, 'Geld terug aanvragen' while the money-back guarantee applies, and the
 * notice about a second subscription that was ended and refunded.
 */
const DAY = 24 * 60 * 60 * 1000;

const answer = (patch: Partial<CheckSubscriptionResponse>) => ok({ ...ACTIVE_PRO, ...patch });

let assign: ReturnType<typeof resetBillingTest>["assign"];

beforeEach(() => {
  ({ assign } = resetBillingTest());
  fake.setSession(fakeSession());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a free trial on the dashboard", () => {
  const trialEnd = () => new Date(Date.now() + 14 * DAY - 60_000).toISOString();

  it("shows the days left and opens the portal at adding a payment method", async () => {
    const user = userEvent.setup();
    const portal = deferred<ReturnType<typeof ok>>();
    answerFunctions({
      "check-subscription": () =>
        answer({ status: "trialing", trial_end: trialEnd(), payment_method: false }),
      "customer-portal": () => portal.promise,
    });
    renderDashboard();
    const card = await subscriptionCard();
    expect(await within(card).findByText("Proefperiode: nog 14 dagen")).toBeInTheDocument();
    expect(card).toHaveTextContent(/Voeg voor \d+ \w+ \d{4} een betaalmethode toe/);
    expect(card).not.toHaveTextContent("Volgende factuur");

    await user.click(within(card).getByRole("button", { name: "Betaalmethode toevoegen" }));
    expect(within(card).getByRole("button", { name: "Openen…" })).toBeDisabled();
    expect(callsOf("customer-portal")).toEqual([
      { returnUrl: `${ORIGIN}/dashboard?portal_session=true`, flow: "payment_method_update" },
    ]);
    portal.resolve(ok({ url: "https://billing.stripe.test/p/session/pm" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://billing.stripe.test/p/session/pm"),
    );
  });

  it("says the subscription continues once a payment method is on file", async () => {
    answerFunctions({
      "check-subscription": () =>
        answer({ status: "trialing", trial_end: trialEnd(), payment_method: true }),
    });
    renderDashboard();
    const card = await subscriptionCard();
    expect(await within(card).findByText("Proefperiode: nog 14 dagen")).toBeInTheDocument();
    expect(card).toHaveTextContent(/Je betaalmethode is opgeslagen: vanaf \d+ \w+ \d{4}/);
    expect(
      within(card).queryByRole("button", { name: "Betaalmethode toevoegen" }),
    ).not.toBeInTheDocument();
  });

  it("toasts 'Proefperiode gestart' once back from Checkout", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerFunctions({
      "check-subscription": () =>
        answer({ status: "trialing", trial_end: trialEnd(), payment_method: false }),
    });
    renderDashboard("/dashboard?trial_started=true");
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByText("Proefperiode gestart")).toHaveLength(1);
    expect(screen.getByText("Je kunt Vindbaar nu 14 dagen gratis gebruiken.")).toBeInTheDocument();
    expect(screen.queryByText("Betaling succesvol")).not.toBeInTheDocument();
    expect(location()).toBe("/dashboard");
  });
});

describe("a discount on the dashboard", () => {
  it("reads '€ 24,50 per maand t/m <last day>, daarna € 49'", async () => {
    answerFunctions({
      "check-subscription": () =>
        answer({
          discount: {
            amount_cents: 2450,
            full_amount_cents: 4900,
            until: "2027-02-26T10:00:00.000Z",
          },
        }),
    });
    renderDashboard();
    const line = await screen.findByTestId("subscription-discount");
    // toHaveTextContent collapses the non-breaking spaces of the nl-NL currency format.
    expect(line).toHaveTextContent("€ 24,50 per maand t/m 25 februari 2027, daarna € 49");
  });
});

describe("'Geld terug aanvragen'", () => {
  const withGuarantee = () =>
    answer({ money_back: { until: "2026-12-07T10:00:00.000Z", amount_cents: 5929 } });

  it("is offered only while the guarantee applies", async () => {
    answerFunctions({ "check-subscription": () => answer({ money_back: null }) });
    renderDashboard();
    const card = await subscriptionCard();
    await within(card).findByText("Pro-pakket");
    expect(
      within(card).queryByRole("button", { name: "Geld terug aanvragen" }),
    ).not.toBeInTheDocument();
  });

  it("asks for confirmation, then ends the subscription and refunds through the function", async () => {
    const user = userEvent.setup();
    let refunded = false;
    answerFunctions({
      "check-subscription": () =>
        refunded
          ? ok({
              ...NOT_SUBSCRIBED,
              refunds: [
                {
                  reason: "money_back",
                  price_id: "price_pro",
                  amount_cents: 5929,
                  created_at: new Date().toISOString(),
                },
              ],
            })
          : withGuarantee(),
      "money-back": () => {
        refunded = true;
        return ok({ refunded_cents: 5929 });
      },
    });
    renderDashboard();
    const card = await subscriptionCard();
    expect(await within(card).findByText(/Kan tot en met 7 december 2026/)).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Geld terug aanvragen" }));
    const dialog = await screen.findByRole("dialog", { name: "Geld terug aanvragen?" });
    expect(dialog).toHaveTextContent(
      "Je abonnement stopt direct en je krijgt je eerste betaling van € 59,29 volledig terug",
    );
    expect(callsOf("money-back")).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Ja, stop en betaal terug" }));
    await waitFor(() => expect(callsOf("money-back")).toEqual([{ confirm: true }]));
    expect(await screen.findByText("Je geld komt terug")).toBeInTheDocument();
    expect(await screen.findByTestId("billing-notices")).toHaveTextContent(
      "Je hebt je geld teruggevraagd: je abonnement is gestopt en € 59,29 wordt teruggestort",
    );
    // Without a plan (and nothing written yet) the dashboard leads with the plans again.
    expect(await screen.findByRole("heading", { name: "Kies een pakket" })).toBeInTheDocument();
  });

  it("keeps the dialog open with the reason in Dutch when the server refuses", async () => {
    const user = userEvent.setup();
    answerFunctions({
      "check-subscription": withGuarantee,
      "money-back": () => httpError(409, { error: BILLING_CATALOGUE.nl.moneyBackUsed }),
    });
    renderDashboard();
    const card = await subscriptionCard();
    await user.click(await within(card).findByRole("button", { name: "Geld terug aanvragen" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Ja, stop en betaal terug" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Je hebt de geld-terug-garantie al eens gebruikt.",
    );
  });
});

describe("a second subscription that was ended", () => {
  it("tells the customer above the dashboard", async () => {
    answerFunctions({
      "check-subscription": () =>
        answer({
          refunds: [
            {
              reason: "duplicate_subscription",
              price_id: "price_basic",
              amount_cents: 2299,
              created_at: "2026-11-26T10:00:00.000Z",
            },
          ],
        }),
    });
    renderDashboard();
    expect(await screen.findByTestId("billing-notices")).toHaveTextContent(
      "Je had een tweede abonnement afgesloten (Basic). We hebben het direct stopgezet en € 22,99 volledig terugbetaald; je andere abonnement loopt gewoon door.",
    );
  });
});
