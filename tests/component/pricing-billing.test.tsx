import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_SUBSCRIBED } from "@contract/billing";
import { safeReturnUrl } from "@/features/auth";
import { card, renderPricing, resetBillingTest, signedInOnPricing } from "./billing-pages";
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

// A returning customer: this browser holds a saved session, so the auth client loads on /pricing.
vi.mock("@/lib/supabase", async () => ({
  ...(await import("./login-fake-supabase")).fakeSupabaseModule,
  hasStoredSession: () => true,
}));

const CHECKOUT_URL = "https://checkout.stripe.test/c/pay/cs_test_123";
const PORTAL_URL = "https://billing.stripe.test/p/session/bps_123";

const signedIn = signedInOnPricing;

let assign: ReturnType<typeof resetBillingTest>["assign"];
let logged: ReturnType<typeof resetBillingTest>["logged"];

beforeEach(() => {
  ({ assign, logged } = resetBillingTest());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/pricing for a visitor", () => {
  it("sends a chosen plan to login, keeping the plan in a safe return address", async () => {
    const user = userEvent.setup();
    renderPricing();
    await user.click(screen.getByRole("button", { name: "Kies Pro" }));
    expect(location()).toBe("/login?returnUrl=%2Fpricing%3Fplan%3Dpro#pricing");
    const returnUrl = new URLSearchParams(location()?.split("?")[1]?.split("#")[0]).get(
      "returnUrl",
    );
    expect(safeReturnUrl(returnUrl)).toBe("/pricing?plan=pro");
    expect(fake.functions.invoke).not.toHaveBeenCalled();
  });

  it("back from login, focuses the chosen card's button without starting a checkout", async () => {
    fake.setSession(fakeSession());
    answerFunctions({ "check-subscription": () => ok(NOT_SUBSCRIBED) });
    renderPricing("/pricing?plan=ultimate#pricing");
    await waitFor(
      () =>
        expect(
          within(card("Ultimate")).getByRole("button", { name: "Kies Ultimate" }),
        ).toHaveFocus(),
      { timeout: 5000 },
    );
    await waitFor(() => expect(callsOf("check-subscription")).toHaveLength(1));
    expect(callsOf("create-checkout")).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("/pricing signed in", () => {
  it("shows 'Verwerken...' on the chosen card until the browser is sent to checkout", async () => {
    const user = userEvent.setup();
    await signedIn();
    const checkout = deferred<ReturnType<typeof ok>>();
    answerFunctions({
      "check-subscription": () => ok(NOT_SUBSCRIBED),
      "create-checkout": () => checkout.promise,
    });
    await user.click(await screen.findByRole("button", { name: "Kies Pro" }));

    const processing = within(card("Pro")).getByRole("button", { name: "Verwerken..." });
    expect(processing).toBeDisabled();
    expect(within(card("Basic")).getByRole("button", { name: "Kies Basic" })).toBeDisabled();
    expect(callsOf("create-checkout")).toEqual([
      {
        priceId: "price_pro",
        successUrl: `${ORIGIN}/dashboard?checkout_success=true`,
        cancelUrl: `${ORIGIN}/pricing?checkout_cancelled=true`,
      },
    ]);
    expect(assign).not.toHaveBeenCalled();

    checkout.resolve(ok({ url: CHECKOUT_URL }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    // Still processing while the browser leaves the page.
    expect(within(card("Pro")).getByRole("button", { name: "Verwerken..." })).toBeDisabled();
  });

  it("ends processing and shows the checkout failure toast when the function refuses", async () => {
    const user = userEvent.setup();
    await signedIn();
    answerFunctions({
      "check-subscription": () => ok(NOT_SUBSCRIBED),
      "create-checkout": () => httpError(400, { error: "Plan not found" }),
    });
    await user.click(await screen.findByRole("button", { name: "Kies Power" }));

    expect(await screen.findByText("Er is een probleem opgetreden")).toBeInTheDocument();
    expect(
      screen.getByText("We konden de checkout niet starten. Probeer het later opnieuw."),
    ).toBeInTheDocument();
    expect(within(card("Power")).getByRole("button", { name: "Kies Power" })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith(
      "We konden de checkout niet starten. Probeer het later opnieuw.",
      expect.objectContaining({ message: "Plan not found" }),
    );
  });

  it("treats an answer without a url as a failure ('No checkout URL returned')", async () => {
    const user = userEvent.setup();
    await signedIn();
    answerFunctions({
      "check-subscription": () => ok(NOT_SUBSCRIBED),
      "create-checkout": () => ok({}),
    });
    await user.click(await screen.findByRole("button", { name: "Kies Basic" }));

    expect(
      await screen.findByText("We konden de checkout niet starten. Probeer het later opnieuw."),
    ).toBeInTheDocument();
    expect(within(card("Basic")).getByRole("button", { name: "Kies Basic" })).toBeEnabled();
    expect(logged).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: "No checkout URL returned" }),
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it("marks the current plan and offers 'Beheer je abonnement', which opens the portal", async () => {
    const user = userEvent.setup();
    await signedIn(ACTIVE_PRO);
    const pro = card("Pro");
    expect(await within(pro).findByText("JE HUIDIGE PLAN")).toBeInTheDocument();
    expect(within(pro).getByRole("button", { name: "Je huidige plan" })).toBeDisabled();
    expect(screen.getAllByText("JE HUIDIGE PLAN")).toHaveLength(1);

    const portal = deferred<ReturnType<typeof ok>>();
    answerFunctions({
      "check-subscription": () => ok(ACTIVE_PRO),
      "customer-portal": () => portal.promise,
    });
    await user.click(screen.getByRole("button", { name: "Beheer je abonnement" }));
    expect(screen.getByRole("button", { name: "Laden..." })).toBeDisabled();
    expect(callsOf("customer-portal")).toEqual([
      { returnUrl: `${ORIGIN}/pricing?portal_session=true` },
    ]);

    portal.resolve(ok({ url: PORTAL_URL }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL_URL));
  });

  it("shows the portal failure toast and makes the button usable again", async () => {
    const user = userEvent.setup();
    await signedIn(ACTIVE_PRO);
    answerFunctions({
      "check-subscription": () => ok(ACTIVE_PRO),
      "customer-portal": () => httpError(400, { error: "No Stripe customer" }),
    });
    await user.click(await screen.findByRole("button", { name: "Beheer je abonnement" }));

    expect(await screen.findByText("Er is een probleem opgetreden")).toBeInTheDocument();
    expect(
      screen.getByText("We konden het abonnementsbeheer niet openen. Probeer het later opnieuw."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Beheer je abonnement" })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("changes plan through the portal when a subscription is live (no second checkout)", async () => {
    const user = userEvent.setup();
    await signedIn(ACTIVE_PRO);
    answerFunctions({
      "check-subscription": () => ok(ACTIVE_PRO),
      "customer-portal": () => ok({ url: PORTAL_URL }),
    });
    await within(card("Pro")).findByText("JE HUIDIGE PLAN");
    await user.click(screen.getByRole("button", { name: "Kies Power" }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PORTAL_URL));
    expect(callsOf("create-checkout")).toEqual([]);
    expect(within(card("Power")).getByRole("button", { name: "Verwerken..." })).toBeDisabled();
  });

  it("only logs a failed subscription check and leaves the cards neutral", async () => {
    fake.setSession(fakeSession());
    answerFunctions({ "check-subscription": () => httpError(401, { error: "Invalid JWT" }) });
    renderPricing();
    await waitFor(
      () =>
        expect(logged).toHaveBeenCalledWith(
          "Subscription check failed",
          expect.objectContaining({ message: "Invalid JWT" }),
        ),
      { timeout: 5000 },
    );
    expect(screen.queryByText("JE HUIDIGE PLAN")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Beheer je abonnement" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText("Er is een probleem opgetreden")).not.toBeInTheDocument();
    for (const name of ["Basic", "Pro", "Ultimate", "Power"])
      expect(within(card(name)).getByRole("button", { name: `Kies ${name}` })).toBeEnabled();
  });
});

describe("/pricing return parameters", () => {
  it.each([
    [
      "?checkout_success=true",
      "Betaling succesvol",
      "Bedankt voor je aankoop! Je abonnement is nu actief.",
    ],
    [
      "?checkout_cancelled=true",
      "Checkout geannuleerd",
      "Je aankoop is niet voltooid. Je kunt het later opnieuw proberen.",
    ],
    ["?portal_session=true", "Abonnementsbeheer", "Je hebt je abonnement succesvol bijgewerkt."],
  ])("%s shows its toast and leaves the address", async (search, title, description) => {
    renderPricing(`/pricing${search}`);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(location()).toBe("/pricing");
  });

  it("shows nothing for an ordinary visit", async () => {
    renderPricing("/pricing?utm_source=nieuwsbrief");
    await screen.findByRole("button", { name: "Kies Pro" });
    expect(screen.queryByText("Betaling succesvol")).not.toBeInTheDocument();
    expect(location()).toBe("/pricing?utm_source=nieuwsbrief");
  });
});
