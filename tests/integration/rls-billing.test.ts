import { beforeAll, describe, expect, it } from "vitest";
import { withRole } from "../../emulator/index";
import { signUpUser, useEmulator } from "./emulator-support";
import { asUser } from "./rls-support";

/**
 * Billing tables: a customer may read their own subscription and nothing else, and no API role
 * but the service role may write any billing table — the "subscribers" template's self-upgrade
 * (docs/contracts/stripe-subset.md) must be impossible under anon and authenticated alike.
 */
const emulator = useEmulator({ autoconfirm: true });
let alice: { id: string; email: string };
let bob: { id: string; email: string };

async function signUp(email: string) {
  const { id } = await signUpUser(emulator(), { email });
  return { id, email };
}

async function seedSubscription(user: { id: string }, id: string, customer: string) {
  await emulator().db.query(
    "insert into public.stripe_customers (user_id, stripe_customer_id) values ($1, $2)",
    [user.id, customer],
  );
  await emulator().db.query(
    `insert into public.subscriptions (id, user_id, stripe_customer_id, status, price_lookup_key, current_period_end)
     values ($1, $2, $3, 'active', 'price_basic', now() + interval '30 days')`,
    [id, user.id, customer],
  );
}

beforeAll(async () => {
  alice = await signUp("alice-billing@vindbaar.test");
  bob = await signUp("bob-billing@vindbaar.test");
  await seedSubscription(alice, "sub_alice", "cus_alice");
  await seedSubscription(bob, "sub_bob", "cus_bob");
  await emulator().db.query(
    "insert into public.stripe_events (id, type, created_at) values ('evt_1', 'invoice.paid', now())",
  );
  for (const [user, id, customer] of [
    [alice, "sub_alice_2", "cus_alice"],
    [bob, "sub_bob_2", "cus_bob"],
  ] as const) {
    await emulator().db.query(
      `insert into public.billing_refunds (user_id, stripe_customer_id, subscription_id, reason, amount_cents)
       values ($1, $2, $3, 'duplicate_subscription', 2299)`,
      [user.id, customer, id],
    );
  }
}, 60_000);

const tables = ["subscriptions", "stripe_customers", "stripe_events", "billing_refunds"] as const;

describe("as anon", () => {
  it.each(tables)("cannot read or write public.%s", async (table) => {
    await expect(
      withRole(emulator().db, { role: "anon" }, (tx) => tx.query(`select * from public.${table}`)),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withRole(emulator().db, { role: "anon" }, (tx) => tx.query(`delete from public.${table}`)),
    ).rejects.toThrow(/permission denied/);
  });

  it("cannot insert a subscription", async () => {
    await expect(
      withRole(emulator().db, { role: "anon" }, (tx) =>
        tx.query(
          `insert into public.subscriptions (id, user_id, stripe_customer_id, status, price_lookup_key)
           values ('sub_anon', $1, 'cus_x', 'active', 'price_power')`,
          [alice.id],
        ),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});

describe("as an authenticated customer", () => {
  it("reads only their own subscription", async () => {
    const rows = await withRole(
      emulator().db,
      asUser(alice),
      async (tx) =>
        (
          await tx.query<{ id: string; price_lookup_key: string }>(
            "select id, price_lookup_key from public.subscriptions",
          )
        ).rows,
    );
    expect(rows).toEqual([{ id: "sub_alice", price_lookup_key: "price_basic" }]);
  });

  it("cannot upgrade themselves: update, insert and delete are refused", async () => {
    await expect(
      withRole(emulator().db, asUser(alice), (tx) =>
        tx.query(
          "update public.subscriptions set price_lookup_key = 'price_power' where user_id = $1",
          [alice.id],
        ),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withRole(emulator().db, asUser(alice), (tx) =>
        tx.query(
          `insert into public.subscriptions (id, user_id, stripe_customer_id, status, price_lookup_key)
           values ('sub_self', $1, 'cus_alice', 'active', 'price_power')`,
          [alice.id],
        ),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      withRole(emulator().db, asUser(alice), (tx) =>
        tx.query("delete from public.subscriptions where user_id = $1", [alice.id]),
      ),
    ).rejects.toThrow(/permission denied/);

    const { rows } = await emulator().db.query(
      "select id, status, price_lookup_key from public.subscriptions where user_id = $1",
      [alice.id],
    );
    expect(rows).toEqual([{ id: "sub_alice", status: "active", price_lookup_key: "price_basic" }]);
  });

  it("reads only their own refunds and cannot add, change or remove any", async () => {
    const rows = await withRole(
      emulator().db,
      asUser(alice),
      async (tx) =>
        (await tx.query("select subscription_id, amount_cents from public.billing_refunds")).rows,
    );
    expect(rows).toEqual([{ subscription_id: "sub_alice_2", amount_cents: 2299 }]);
    for (const statement of [
      "update public.billing_refunds set amount_cents = 0",
      "delete from public.billing_refunds",
      `insert into public.billing_refunds (user_id, stripe_customer_id, subscription_id, reason)
       values ('${alice.id}', 'cus_alice', 'sub_x', 'money_back')`,
    ]) {
      await expect(
        withRole(emulator().db, asUser(alice), (tx) => tx.query(statement)),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it.each(["stripe_customers", "stripe_events"] as const)(
    "cannot read or write public.%s",
    async (table) => {
      await expect(
        withRole(emulator().db, asUser(alice), (tx) => tx.query(`select * from public.${table}`)),
      ).rejects.toThrow(/permission denied/);
      await expect(
        withRole(emulator().db, asUser(alice), (tx) => tx.query(`delete from public.${table}`)),
      ).rejects.toThrow(/permission denied/);
    },
  );

  it("cannot point their account at another customer's Stripe id", async () => {
    await expect(
      withRole(emulator().db, asUser(alice), (tx) =>
        tx.query(
          "insert into public.stripe_customers (user_id, stripe_customer_id) values ($1, 'cus_bob')",
          [alice.id],
        ),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});

describe("as the service role", () => {
  it("writes billing state (the edge functions' role)", async () => {
    const result = await withRole(emulator().db, { role: "service_role" }, (tx) =>
      tx.query("update public.subscriptions set cancel_at_period_end = true where id = 'sub_bob'"),
    );
    expect(result.affectedRows).toBe(1);
  });
});

describe("constraints", () => {
  it("keeps one Stripe customer per user and one user per Stripe customer", async () => {
    await expect(
      emulator().db.query(
        "insert into public.stripe_customers (user_id, stripe_customer_id) values ($1, 'cus_other')",
        [alice.id],
      ),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      emulator().db.query(
        "insert into public.stripe_customers (user_id, stripe_customer_id) values ($1, 'cus_alice')",
        [bob.id],
      ),
    ).rejects.toThrow(/duplicate key/);
  });

  it("accepts only the catalogue's price ids", async () => {
    await expect(
      emulator().db.query(
        "update public.subscriptions set price_lookup_key = 'price_free' where id = 'sub_bob'",
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
