import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_SUBSCRIBED } from "@contract/billing";
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
import { REPORT } from "./report-fixtures";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

let assign: ReturnType<typeof resetBillingTest>["assign"];

beforeEach(() => {
  ({ assign } = resetBillingTest());
  fake.setSession(fakeSession());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("dashboard payment card", () => {
  it("shows the plan, its price excl. btw, the status and the next invoice date (nl-NL)", async () => {
    answerFunctions({ "check-subscription": () => ok(ACTIVE_PRO) });
    renderDashboard();
    const card = await subscriptionCard();
    await within(card).findByText("Pro-pakket");
    // toHaveTextContent collapses the non-breaking space of the nl-NL currency format.
    expect(card).toHaveTextContent("€ 49 per maand excl. btw");
    expect(card).toHaveTextContent("Status: Actief");
    expect(card).toHaveTextContent("Volgende factuur op 23 december 2026");
    expect(within(card).queryByText("Nog geen abonnement")).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Beheer je abonnement" })).toBeEnabled();
  });

  it("announces the end date of a subscription that is being cancelled", async () => {
    answerFunctions({
      "check-subscription": () =>
        ok({ ...ACTIVE_PRO, cancel_at_period_end: true, subscription_end: "2027-01-05T09:00:00Z" }),
    });
    renderDashboard();
    const card = await subscriptionCard();
    expect(
      await within(card).findByText(
        "Je abonnement stopt op 5 januari 2027. Er wordt niets meer afgeschreven.",
      ),
    ).toBeInTheDocument();
    expect(card).not.toHaveTextContent("Volgende factuur");
  });

  it("says 'Nog geen abonnement' with a link to the plans when there is none (a former customer with reports)", async () => {
    answerFunctions({
      "check-subscription": () => ok(NOT_SUBSCRIBED),
      reports: () =>
        ok({
          reports: [{ ...REPORT, createdAt: new Date().toISOString() }],
        }),
    });
    renderDashboard();
    const card = await subscriptionCard();
    expect(await within(card).findByText("Nog geen abonnement")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Kies een pakket" })).toHaveAttribute(
      "href",
      "/pricing",
    );
  });

  it("shows a loading state while the subscription is checked, and no plan choice yet", async () => {
    answerFunctions({ "check-subscription": () => new Promise(() => {}) });
    renderDashboard();
    await screen.findByRole("heading", { level: 1, name: "Dashboard" });
    expect(screen.getByText("Je overzicht laden…").closest("[role=status]")).not.toBeNull();
    expect(screen.queryByText("Nog geen abonnement")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Kies een pakket" })).not.toBeInTheDocument();
  });

  it("shows a neutral message when the check fails, not 'no subscription'", async () => {
    answerFunctions({ "check-subscription": () => httpError(400, { error: "Bad request" }) });
    renderDashboard();
    const card = await subscriptionCard();
    expect(
      await within(card).findByText(
        "Je abonnementsgegevens konden nu niet worden geladen. Probeer het later opnieuw.",
      ),
    ).toBeInTheDocument();
    expect(card).not.toHaveTextContent("Nog geen abonnement");
    expect(screen.queryByText("Er is een probleem opgetreden")).not.toBeInTheDocument();
  });

  it("opens the billing portal from 'Beheer je abonnement', showing a loading state", async () => {
    const user = userEvent.setup();
    const portal = deferred<ReturnType<typeof ok>>();
    answerFunctions({
      "check-subscription": () => ok(ACTIVE_PRO),
      "customer-portal": () => portal.promise,
    });
    renderDashboard();
    const card = await subscriptionCard();
    await user.click(await within(card).findByRole("button", { name: "Beheer je abonnement" }));
    expect(within(card).getByRole("button", { name: "Openen…" })).toBeDisabled();
    expect(callsOf("customer-portal")).toEqual([
      { returnUrl: `${ORIGIN}/dashboard?portal_session=true` },
    ]);
    portal.resolve(ok({ url: "https://billing.stripe.test/p/session/1" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://billing.stripe.test/p/session/1"),
    );
  });

  it("shows the portal failure toast when the portal cannot be opened", async () => {
    const user = userEvent.setup();
    answerFunctions({
      "check-subscription": () => ok(ACTIVE_PRO),
      "customer-portal": () => httpError(400, { error: "No Stripe customer" }),
    });
    renderDashboard();
    const card = await subscriptionCard();
    await user.click(await within(card).findByRole("button", { name: "Beheer je abonnement" }));
    expect(await screen.findByText("Er is een probleem opgetreden")).toBeInTheDocument();
    expect(
      screen.getByText("We konden het abonnementsbeheer niet openen. Probeer het later opnieuw."),
    ).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Beheer je abonnement" })).toBeEnabled();
  });
});

describe("back from checkout (?checkout_success=true)", () => {
  it("toasts once, clears the address and polls every second until subscribed", async () => {
    vi.useFakeTimers();
    let answers = 0;
    answerFunctions({
      "check-subscription": () => {
        answers += 1;
        return ok(answers >= 4 ? ACTIVE_PRO : NOT_SUBSCRIBED);
      },
    });
    renderDashboard("/dashboard?checkout_success=true");
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getAllByText("Betaling succesvol")).toHaveLength(1);
    expect(
      screen.getByText("Bedankt voor je aankoop! Je abonnement is nu actief."),
    ).toBeInTheDocument();
    expect(location()).toBe("/dashboard");
    expect(callsOf("check-subscription")).toHaveLength(1);
    expect(screen.getByTestId("subscription-card")).toHaveTextContent(
      "Je abonnement wordt geactiveerd…",
    );

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(callsOf("check-subscription")).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(callsOf("check-subscription")).toHaveLength(4);
    // Still the one toast: polling does not repeat it.
    expect(screen.getAllByText("Betaling succesvol")).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId("subscription-card")).toHaveTextContent("Pro-pakket"),
    );

    // Subscribed: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsOf("check-subscription")).toHaveLength(4);
  });

  it("stops polling after 20 seconds when the subscription never arrives", async () => {
    vi.useFakeTimers();
    answerFunctions({ "check-subscription": () => ok(NOT_SUBSCRIBED) });
    renderDashboard("/dashboard?checkout_success=true");
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    const calls = callsOf("check-subscription").length;
    expect(calls).toBeGreaterThanOrEqual(20);
    expect(calls).toBeLessThanOrEqual(21);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsOf("check-subscription")).toHaveLength(calls);
    expect(screen.getByTestId("subscription-card")).toHaveTextContent("Nog geen abonnement");
  });

  it("does not poll on an ordinary visit", async () => {
    vi.useFakeTimers();
    answerFunctions({ "check-subscription": () => ok(NOT_SUBSCRIBED) });
    renderDashboard();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(callsOf("check-subscription")).toHaveLength(1);
    expect(screen.queryByText("Betaling succesvol")).not.toBeInTheDocument();
  });
});
