/**
 * A customer as the benchmarks that replay the product make one (`bench:edge-limits`,
 * `bench:month-end`): signed up, subscribed through Checkout on the Stripe double, onboarded with
 * a website (which queues the first scan, as the product does) and connected to the Google
 * double's Search Console (which queues the import). Plain HTTP against the emulator, no test
 * framework.
 */
import type { Emulator } from "../emulator/index.ts";
import { answerConsent } from "../emulator/google/consent-client.ts";
import { profileFor } from "../tests/integration/content-support.ts";

export interface BenchCustomer {
  id: string;
  email: string;
  token: string;
}

const APP_ORIGIN = "http://localhost:5173";

/** Calls a function as the signed-in browser does; throws unless it answers 2xx. */
export async function callFunction(
  emulator: Emulator,
  token: string,
  path: string,
  init: { method?: "GET" | "POST" | "PUT"; body?: unknown } = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(`${emulator.url}/functions/v1/${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      apikey: emulator.anonKey,
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
      Origin: APP_ORIGIN,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) {
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer;
}

/** Sign-up under autoconfirm: the session comes with the answer. */
export async function signUp(emulator: Emulator, email: string): Promise<BenchCustomer> {
  const response = await fetch(`${emulator.url}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: emulator.anonKey, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "geheim-wachtwoord-1" }),
  });
  const body = (await response.json()) as { access_token?: string; user?: { id: string } };
  if (!body.access_token || !body.user) throw new Error(`signup answered ${response.status}`);
  return { id: body.user.id, email, token: body.access_token };
}

/** Checkout for the plan, paid with the double's test card, webhooks delivered. */
export async function subscribe(emulator: Emulator, customer: BenchCustomer, priceId: string) {
  const checkout = await callFunction(emulator, customer.token, "create-checkout", {
    body: {
      priceId,
      successUrl: `${APP_ORIGIN}/dashboard?checkout_success=true`,
      cancelUrl: `${APP_ORIGIN}/pricing?checkout_cancelled=true`,
    },
  });
  const sessionId = new URL(checkout.url as string).pathname.split("/").pop()!;
  await emulator.stripe.completeCheckout(sessionId);
  await emulator.stripe.idle();
}

/** Onboarding's 'Opslaan': the profile with its website, which queues the first scan. */
export async function onboard(emulator: Emulator, customer: BenchCustomer, websiteUrl: string) {
  await callFunction(emulator, customer.token, "onboarding", {
    method: "PUT",
    body: profileFor(websiteUrl),
  });
}

/** 'Koppel Google Search Console' → 'Toestaan' → the property chosen (which queues the import). */
export async function connectSearchConsole(
  emulator: Emulator,
  customer: BenchCustomer,
  websiteUrl: string,
) {
  emulator.google.setAccount(customer.email, { siteUrl: websiteUrl });
  const { url } = (await callFunction(emulator, customer.token, "search-console/start", {
    body: {},
  })) as { url: string };
  const back = await answerConsent(url, "allow");
  await callFunction(emulator, customer.token, "search-console/callback", {
    body: { state: back.searchParams.get("state"), code: back.searchParams.get("code") },
  });
  await callFunction(emulator, customer.token, "search-console/property", {
    body: { siteUrl: websiteUrl },
  });
}
