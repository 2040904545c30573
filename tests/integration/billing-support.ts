import type { SupabaseClient } from "@supabase/supabase-js";
import Stripe from "stripe";
import type { Emulator } from "../../emulator/index";
import { signUpUser } from "./emulator-support";

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
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error, response } = await customer.supabase.functions.invoke(name, {
    body: body as Record<string, unknown> | undefined,
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

/** Checkout for a plan, paid with the test card, webhooks delivered. */
export async function subscribe(emulator: Emulator, customer: Customer, priceId: string) {
  const checkout = await invoke(customer, "create-checkout", checkoutBody(priceId));
  if (checkout.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(checkout)}`);
  const sessionId = sessionIdOf(checkout.body.url as string);
  await emulator.stripe.completeCheckout(sessionId);
  await emulator.stripe.idle();
  return sessionId;
}
