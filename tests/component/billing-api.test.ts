import { beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_SUBSCRIBED } from "@contract/billing";
import {
  checkSubscription,
  UNEXPECTED_SUBSCRIPTION_ANSWER,
} from "@/features/billing/api/check-subscription";
import { createCheckout } from "@/features/billing/api/create-checkout";
import { openCustomerPortal } from "@/features/billing/api/open-customer-portal";
import { billingKeys } from "@/features/billing/api/query-keys";
import { entitlementsOf } from "@/features/billing/model";
import {
  FunctionCallError,
  callFunction,
  retryRecoverable,
  toFunctionCallError,
} from "@/lib/call-function";
import { ACTIVE_PRO, answerFunctions, callsOf, httpError, ok } from "./billing-test-utils";
import { fake } from "./login-fake-supabase";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

const CHECKOUT = {
  priceId: "price_pro",
  successUrl: "https://vindbaar.test/dashboard?checkout_success=true",
  cancelUrl: "https://vindbaar.test/pricing?checkout_cancelled=true",
};

beforeEach(() => fake.reset());

describe("callFunction", () => {
  it("turns a FunctionsHttpError body { error } into an Error with that message", async () => {
    answerFunctions({ "create-checkout": () => httpError(400, { error: "Plan not found" }) });
    const failure = await createCheckout(CHECKOUT).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FunctionCallError);
    expect(failure).toMatchObject({ message: "Plan not found", status: 400, retryable: false });
  });

  it("names the status when the body has no message, and retries 5xx only", async () => {
    const error = await toFunctionCallError({
      message: "Edge Function returned a non-2xx status code",
      context: new Response("<html>Bad gateway</html>", { status: 502 }),
    });
    expect(error).toMatchObject({
      message: "De server gaf een fout (HTTP-status 502)",
      retryable: true,
    });
    expect(retryRecoverable(0, error)).toBe(true);
    expect(retryRecoverable(3, error)).toBe(false);
    expect(retryRecoverable(0, new FunctionCallError("Plan not found", 400, false))).toBe(false);
  });

  it("keeps supabase-js's message when no answer arrived", async () => {
    fake.functions.invoke.mockResolvedValue({
      data: null,
      error: Object.assign(new Error("Failed to send a request to the Edge Function"), {
        name: "FunctionsFetchError",
        context: new TypeError("fetch failed"),
      }),
    });
    await expect(callFunction("check-subscription")).rejects.toMatchObject({
      message: "Failed to send a request to the Edge Function",
      status: null,
      retryable: true,
    });
  });
});

describe("billing API modules", () => {
  it("check-subscription returns the validated answer", async () => {
    answerFunctions({ "check-subscription": () => ok(ACTIVE_PRO) });
    await expect(checkSubscription()).resolves.toEqual(ACTIVE_PRO);
    // Only the customer's language for the function's messages (issue 22), no body.
    expect(fake.functions.invoke).toHaveBeenCalledWith("check-subscription", {
      headers: { "Accept-Language": "nl" },
      // Aborted when the session ends (sign-out-requests.test.tsx).
      signal: expect.any(AbortSignal),
    });
  });

  it.each([
    ["a missing field", { ...ACTIVE_PRO, status: undefined }],
    ["a wrong type", { ...NOT_SUBSCRIBED, subscribed: "yes" }],
    ["an unknown price", { ...ACTIVE_PRO, price_id: "price_gold" }],
    ["no body", null],
  ])("check-subscription rejects an answer with %s", async (_case, answer) => {
    answerFunctions({ "check-subscription": () => ok(answer) });
    await expect(checkSubscription()).rejects.toThrow(UNEXPECTED_SUBSCRIPTION_ANSWER);
  });

  it("create-checkout sends the request and returns the url; no url says so in Dutch", async () => {
    answerFunctions({ "create-checkout": () => ok({ url: "https://checkout.stripe.test/c/1" }) });
    await expect(createCheckout(CHECKOUT)).resolves.toBe("https://checkout.stripe.test/c/1");
    expect(callsOf("create-checkout")).toEqual([CHECKOUT]);

    answerFunctions({ "create-checkout": () => ok({ url: "" }) });
    await expect(createCheckout(CHECKOUT)).rejects.toThrow(
      "De betaalpagina kon niet worden geopend (geen adres ontvangen).",
    );
  });

  it("customer-portal returns the url; a 409/400 error keeps the server's message", async () => {
    answerFunctions({ "customer-portal": () => ok({ url: "https://billing.stripe.test/p/1" }) });
    await expect(openCustomerPortal({ returnUrl: "https://vindbaar.test/pricing" })).resolves.toBe(
      "https://billing.stripe.test/p/1",
    );
    answerFunctions({ "customer-portal": () => ok({}) });
    await expect(
      openCustomerPortal({ returnUrl: "https://vindbaar.test/pricing" }),
    ).rejects.toThrow("Het klantportaal kon niet worden geopend (geen adres ontvangen).");
    answerFunctions({ "customer-portal": () => httpError(400, { error: "No Stripe customer" }) });
    await expect(
      openCustomerPortal({ returnUrl: "https://vindbaar.test/pricing" }),
    ).rejects.toThrow("No Stripe customer");
  });

  it("has one key factory and derives entitlements from a live subscription only", () => {
    expect(billingKeys.subscription()).toEqual(["billing", "subscription"]);
    expect(billingKeys.subscription().slice(0, 1)).toEqual(billingKeys.all);
    expect(entitlementsOf(ACTIVE_PRO)).toEqual({
      plan: "pro",
      blogQuota: 3,
      whiteLabel: false,
      apiAccess: false,
    });
    expect(entitlementsOf({ ...ACTIVE_PRO, price_id: "price_power" })).toEqual({
      plan: "power",
      blogQuota: 30,
      whiteLabel: true,
      apiAccess: true,
    });
    expect(entitlementsOf({ ...ACTIVE_PRO, subscribed: false, status: "canceled" })).toEqual({
      plan: null,
      blogQuota: 0,
      whiteLabel: false,
      apiAccess: false,
    });
    expect(entitlementsOf(undefined)).toEqual({
      plan: null,
      blogQuota: 0,
      whiteLabel: false,
      apiAccess: false,
    });
  });
});
