import { afterEach, describe, expect, it, vi } from "vitest";
import {
  invoke,
  signInAgain,
  signUpCustomer,
  stripeCustomerOf,
  stripeFor,
  subscribe,
} from "./billing-support";
import { useEmulator } from "./emulator-support";

/**
 * The 14-day money-back guarantee, self-service: check-subscription says until when it applies,
 * `money-back` ends the subscription at once and refunds the first payment through Stripe, once
 * per customer. Also the COMEBACK50 discount as check-subscription reports it.
 */
const emulator = useEmulator({ autoconfirm: true });
vi.setConfig({ testTimeout: 30_000 });
const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

async function chargeOfFirstInvoice(userId: string) {
  const stripe = stripeFor(emulator());
  const customer = await stripeCustomerOf(emulator(), userId);
  const invoices = (await stripe.invoices.list({ customer, status: "paid" })).data;
  const first = invoices.filter((invoice) => invoice.amount_paid > 0).at(-1)!;
  const [payment] = (await stripe.invoicePayments.list({ invoice: first.id })).data;
  const intent = await stripe.paymentIntents.retrieve(payment!.payment.payment_intent as string);
  return stripe.charges.retrieve(intent.latest_charge as string);
}

describe("money-back", () => {
  it("ends the subscription at once and refunds the first payment, once", async () => {
    const customer = await signUpCustomer(emulator());
    await subscribe(emulator(), customer, "price_pro");
    const before = (await invoke(customer, "check-subscription")).body;
    expect(before.money_back).toEqual({ until: expect.any(String), amount_cents: 5929 });
    const days = (Date.parse((before.money_back as { until: string }).until) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const asked = emulator().stripe.now();
    expect(await invoke(customer, "money-back", { confirm: true })).toEqual({
      status: 200,
      body: { refunded_cents: 5929 },
    });
    expect(await chargeOfFirstInvoice(customer.id)).toMatchObject({
      amount_refunded: 5929,
      refunded: true,
    });
    const stripe = stripeFor(emulator());
    const customerId = await stripeCustomerOf(emulator(), customer.id);
    const all = (await stripe.subscriptions.list({ customer: customerId, status: "all" })).data;
    expect(all.map((subscription) => subscription.status)).toEqual(["canceled"]);
    // Ended now, not at the end of the paid month.
    expect(all[0]!.ended_at).toBeGreaterThanOrEqual(asked);
    expect(all[0]!.ended_at).toBeLessThanOrEqual(emulator().stripe.now());

    await emulator().stripe.idle();
    const after = (await invoke(customer, "check-subscription")).body;
    expect(after).toMatchObject({ subscribed: false, money_back: null });
    expect(after.refunds).toEqual([
      {
        reason: "money_back",
        price_id: "price_pro",
        amount_cents: 5929,
        created_at: expect.any(String),
      },
    ]);

    // Once per customer: also after subscribing again.
    await subscribe(emulator(), customer, "price_basic");
    expect((await invoke(customer, "check-subscription")).body.money_back).toBeNull();
    expect(await invoke(customer, "money-back", { confirm: true })).toEqual({
      status: 409,
      body: { error: "Je hebt de geld-terug-garantie al gebruikt." },
    });
  });

  it("is refused more than 14 days after the first payment", async () => {
    const customer = await signUpCustomer(emulator());
    await subscribe(emulator(), customer, "price_basic");
    // Everything in this process, the emulator's clocks and the functions alike, moves on.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 15 * DAY_MS);
    await signInAgain(customer);
    expect((await invoke(customer, "check-subscription")).body.money_back).toBeNull();
    expect(await invoke(customer, "money-back", { confirm: true })).toEqual({
      status: 409,
      body: { error: "De geld-terug-garantie geldt alleen binnen 14 dagen na je eerste betaling." },
    });
    expect(await chargeOfFirstInvoice(customer.id)).toMatchObject({ amount_refunded: 0 });
  });

  it("has nothing to refund during a free trial", async () => {
    const customer = await signUpCustomer(emulator());
    await subscribe(emulator(), customer, "price_pro", { trial: true });
    expect((await invoke(customer, "check-subscription")).body.money_back).toBeNull();
    expect(await invoke(customer, "money-back", { confirm: true })).toEqual({
      status: 409,
      body: { error: "Er is geen betaling om terug te storten." },
    });
  });

  it("needs an explicit confirmation", async () => {
    const customer = await signUpCustomer(emulator());
    expect(await invoke(customer, "money-back", {})).toEqual({
      status: 400,
      body: { error: "Bevestiging: bevestig het verzoek (true)." },
    });
  });
});

describe("check-subscription with COMEBACK50", () => {
  it("reports the discounted price, the full price and when the discount ends", async () => {
    const customer = await signUpCustomer(emulator());
    await subscribe(emulator(), customer, "price_pro", {
      complete: { promotionCode: "COMEBACK50" },
    });
    const { body } = await invoke(customer, "check-subscription");
    const start = new Date(emulator().stripe.now() * 1000);
    const threeMonthsOn = new Date(start);
    threeMonthsOn.setUTCMonth(start.getUTCMonth() + 3);
    expect(body.discount).toEqual({
      amount_cents: 2450,
      full_amount_cents: 4900,
      until: expect.any(String),
    });
    const until = new Date((body.discount as { until: string }).until);
    expect(until.toISOString().slice(0, 10)).toBe(threeMonthsOn.toISOString().slice(0, 10));
    expect((body.money_back as { amount_cents: number }).amount_cents).toBe(2965);
  });
});
