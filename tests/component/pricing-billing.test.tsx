import { screen, waitFor, within } from "@testing-library/react";
import type { Session } from "@supabase/supabase-js";
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
import { resetQueryClient } from "@/lib/query-provider";

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
});

describe("/pricing while a returning customer's session is still loading (issue 19 #17)", () => {
  it("carries a plan chosen before the session is known out once it is, not via /login", async () => {
    const user = userEvent.setup();
    const session = deferred<{ data: { session: Session | null }; error: null }>();
    fake.auth.getSession.mockImplementation(() => session.promise);
    answerFunctions({
      "check-subscription": () => ok(NOT_SUBSCRIBED),
      "create-checkout": () => ok({ url: CHECKOUT_URL }),
    });
    renderPricing();
    await user.click(screen.getByRole("button", { name: "Kies Pro" }));
    // Not sent to /login (from where a signed-in customer would only come back to the cards).
    expect(location()).toBe("/pricing");
    expect(within(card("Pro")).getByRole("button", { name: "Verwerken..." })).toBeDisabled();

    session.resolve({ data: { session: fakeSession() }, error: null });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL), { timeout: 5000 });
    expect(callsOf("create-checkout")).toEqual([
      {
        priceId: "price_pro",
        successUrl: `${ORIGIN}/dashboard?checkout_success=true`,
        cancelUrl: `${ORIGIN}/pricing?checkout_cancelled=true`,
      },
    ]);
  });

  it("sends the choice to /login when the stored session turns out to be gone", async () => {
    const user = userEvent.setup();
    const session = deferred<{ data: { session: Session | null }; error: null }>();
    fake.auth.getSession.mockImplementation(() => session.promise);
    renderPricing();
    await user.click(
      within(card("Basic")).getByRole("button", { name: "Probeer 14 dagen gratis" }),
    );
    expect(location()).toBe("/pricing");
    session.resolve({ data: { session: null }, error: null });
    await waitFor(() =>
      expect(location()).toBe("/login?returnUrl=%2Fpricing%3Fplan%3Dbasic%26trial%3D1#pricing"),
    );
    expect(fake.functions.invoke).not.toHaveBeenCalled();
  });
});

describe("/pricing reached signed in with a chosen plan (issue 19)", () => {
  const SUCCESS = `${ORIGIN}/dashboard?checkout_success=true`;
  const CANCEL = `${ORIGIN}/pricing?checkout_cancelled=true`;

  function arriveWith(url: string, subscription = NOT_SUBSCRIBED) {
    fake.setSession(fakeSession());
    answerFunctions({
      "check-subscription": () => ok(subscription),
      "create-checkout": () => ok({ url: CHECKOUT_URL }),
    });
    return renderPricing(url);
  }

  it("continues to Checkout for that plan once and forgets the choice in the address", async () => {
    arriveWith("/pricing?plan=pro#pricing");
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL), { timeout: 5000 });
    expect(callsOf("create-checkout")).toEqual([
      { priceId: "price_pro", successUrl: SUCCESS, cancelUrl: CANCEL },
    ]);
    expect(within(card("Pro")).getByRole("button", { name: "Verwerken..." })).toBeDisabled();
    // A reload or Back to this entry must not start it again.
    await waitFor(() => expect(location()).toBe("/pricing#pricing"));
  });

  it("starts the trial when the choice was the trial", async () => {
    arriveWith("/pricing?plan=ultimate&trial=1#pricing");
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL), { timeout: 5000 });
    expect(callsOf("create-checkout")).toEqual([
      {
        priceId: "price_ultimate",
        trial: true,
        successUrl: `${ORIGIN}/dashboard?trial_started=true`,
        cancelUrl: CANCEL,
      },
    ]);
  });

  it("with a subscription already: no Checkout, a message where to change plan", async () => {
    arriveWith("/pricing?plan=power#pricing", ACTIVE_PRO);
    expect(
      await screen.findByText("Je hebt al een abonnement", {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(
      screen.getByText(
        "Je zit op Pro. Overstappen naar Power doe je via 'Beheer je abonnement'; er is niets extra afgerekend.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe("/pricing#pricing"));
    expect(callsOf("create-checkout")).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("says so when the chosen plan is the current one", async () => {
    arriveWith("/pricing?plan=pro", ACTIVE_PRO);
    expect(
      await screen.findByText(
        "Je zit al op Pro; er is niets extra afgerekend.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(callsOf("create-checkout")).toEqual([]);
  });

  it("starts nothing while the subscription is unknown, or for a plan that does not exist", async () => {
    fake.setSession(fakeSession());
    answerFunctions({ "check-subscription": () => httpError(400, { error: "Stripe is down" }) });
    const { unmount } = renderPricing("/pricing?plan=pro");
    await waitFor(
      () => expect(logged).toHaveBeenCalledWith("Subscription check failed", expect.anything()),
      {
        timeout: 5000,
      },
    );
    expect(callsOf("create-checkout")).toEqual([]);
    unmount();
    resetQueryClient();

    arriveWith("/pricing?plan=enterprise");
    await waitFor(() => expect(callsOf("check-subscription")).not.toHaveLength(0), {
      timeout: 5000,
    });
    await screen.findByRole("button", { name: "Kies Pro" });
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

  it("treats an answer without a url as a failure", async () => {
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
      expect.objectContaining({
        message: "De betaalpagina kon niet worden geopend (geen adres ontvangen).",
      }),
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
