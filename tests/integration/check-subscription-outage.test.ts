import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { signUpCustomer, subscribe } from "./billing-support";
import { useEmulator } from "./emulator-support";

/**
 * A Stripe outage must not downgrade a paying customer (docs/contracts/stripe-subset.md): when the
 * stored state is stale and Stripe cannot be reached, check-subscription answers from what it has;
 * with nothing stored it answers 502, never "not subscribed" as a fact. The function runs in the
 * emulator as always (in-process or in a Deno worker), with its Stripe pointed at a closed port.
 */
const emulator = useEmulator({ autoconfirm: true });

afterEach(() => {
  emulator().functions.overrideEnv({});
});

/** A loopback port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** check-subscription through the gateway while every Stripe call fails to connect. */
async function callWithStripeDown(token: string) {
  emulator().functions.overrideEnv({ STRIPE_API_BASE: `http://127.0.0.1:${await closedPort()}` });
  const response = await fetch(`${emulator().url}/functions/v1/check-subscription`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, apikey: emulator().anonKey },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
describe("check-subscription while Stripe is unreachable", () => {
  it("answers the stored plan for a stale row instead of 'not subscribed'", async () => {
    const customer = await signUpCustomer(emulator(), "outage");
    await subscribe(emulator(), customer, "price_ultimate");
    await emulator().db.query(
      "update public.stripe_customers set synced_at = now() - interval '1 day' where user_id = $1",
      [customer.id],
    );
    const { status, body } = await callWithStripeDown(customer.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ subscribed: true, subscription_tier: "Ultimate" });
  }, 30_000);

  it("answers 502 when it has never synced, rather than claiming no subscription", async () => {
    const customer = await signUpCustomer(emulator(), "outage-new");
    await subscribe(emulator(), customer, "price_basic");
    await emulator().db.query(
      "update public.stripe_customers set synced_at = null where user_id = $1",
      [customer.id],
    );
    const { status, body } = await callWithStripeDown(customer.token);
    expect(status).toBe(502);
    expect(body).toEqual({
      error: "De betaaldienst is tijdelijk niet bereikbaar. Probeer het later opnieuw.",
    });
  }, 30_000);
});
