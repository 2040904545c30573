import type { SupabaseClient } from "@supabase/supabase-js";
import Stripe from "stripe";
import type { CompleteOptions, Emulator } from "../../emulator/index";
import { signUpUser, TEST_PASSWORD } from "./emulator-support";

/** The site origin the emulator allows for checkout and portal return URLs (config.toml site_url). */
export const SITE = "http://localhost:5173";

export const checkoutBody = (priceId: string) => ({
  priceId,
  successUrl: `${SITE}/dashboard?checkout_success=true`,
  cancelUrl: `${SITE}/pricing?checkout_cancelled=true`,
});

/** The real stripe SDK pointed at the emulator's Stripe double. */
export function stripeFor(emulator: Emulator): Stripe {
  const url = new URL(emulator.url);
  return new Stripe(emulator.stripe.secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
}

export interface Customer {
  supabase: SupabaseClient;
  id: string;
  email: string;
  token: string;
}

/** A signed-in customer (the emulator must run with autoconfirm). */
export async function signUpCustomer(emulator: Emulator, prefix = "klant"): Promise<Customer> {
  const { supabase, id, email, token } = await signUpUser(emulator, {
    prefix,
    requireSession: true,
  });
  return { supabase, id, email, token: token ?? "" };
}

/** Calls a function like the browser does and returns status and parsed body, errors included. */
export async function invoke(
  customer: Pick<Customer, "supabase">,
  name: string,
  body?: unknown,
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error, response } = await customer.supabase.functions.invoke(name, {
    body: body as Record<string, unknown> | undefined,
    ...(method ? { method } : {}),
  });
  if (error) {
    const context = (error as { context?: Response }).context;
    if (!context) throw error;
    return { status: context.status, body: (await context.json()) as Record<string, unknown> };
  }
  return { status: response?.status ?? 200, body: data as Record<string, unknown> };
}

/** The Checkout Session id at the end of a Stripe double checkout URL. */
export function sessionIdOf(url: string): string {
  const id = new URL(url).pathname.split("/").pop();
  if (!id?.startsWith("cs_")) throw new Error(`not a checkout URL: ${url}`);
  return id;
}

/**
 * Checkout for a plan, paid with the test card (or, with `trial`, the free trial started without
 * one), webhooks delivered. `complete` passes a promotion code or another card to the page.
 */
export async function subscribe(
  emulator: Emulator,
  customer: Customer,
  priceId: string,
  options: { trial?: boolean; complete?: CompleteOptions } = {},
) {
  const body = { ...checkoutBody(priceId), ...(options.trial ? { trial: true } : {}) };
  const checkout = await invoke(customer, "create-checkout", body);
  if (checkout.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(checkout)}`);
  const sessionId = sessionIdOf(checkout.body.url as string);
  await emulator.stripe.completeCheckout(sessionId, options.complete);
  await emulator.stripe.idle();
  return sessionId;
}

/** The customer's Stripe customer id from our private map. */
export async function stripeCustomerOf(emulator: Emulator, userId: string): Promise<string> {
  const result = await emulator.db.query<{ stripe_customer_id: string }>(
    "select stripe_customer_id from public.stripe_customers where user_id = $1",
    [userId],
  );
  return result.rows[0]!.stripe_customer_id;
}

/** After moving the emulator clock the access token has expired: sign in again, as a browser would. */
export async function signInAgain(customer: Customer) {
  await customer.supabase.auth.signInWithPassword({
    email: customer.email,
    password: TEST_PASSWORD,
  });
}
