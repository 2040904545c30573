import type { User } from "@supabase/supabase-js";
import type { Sql } from "../db.ts";
import type { Stripe } from "../stripe.ts";

export interface StoredCustomer {
  stripe_customer_id: string;
  synced_at: Date | null;
  /** The customer's first payment (the money-back guarantee counts from it); null before it. */
  first_payment_at?: Date | null;
  first_payment_cents?: number | null;
}

/** The caller's row in our private customer map, or null before their first checkout. */
export async function storedCustomer(sql: Sql, userId: string): Promise<StoredCustomer | null> {
  const rows = await sql<StoredCustomer[]>`
    select stripe_customer_id, synced_at, first_payment_at, first_payment_cents
    from public.stripe_customers where user_id = ${userId}::uuid`;
  return rows[0] ?? null;
}

/**
 * The caller's Stripe customer, created on first use. Two fast clicks must not make two
 * customers: Stripe's idempotency key (keyed on the user id) returns the same customer for the
 * same request, and the map's primary key keeps one row per user; whoever inserts second reads
 * the first one's id back.
 */
export async function ensureCustomer(stripe: Stripe, sql: Sql, user: User): Promise<string> {
  const existing = await storedCustomer(sql, user.id);
  if (existing) return existing.stripe_customer_id;

  const customer = await stripe.customers.create(
    {
      email: user.email,
      metadata: { supabase_user_id: user.id },
      preferred_locales: ["nl"],
    },
    { idempotencyKey: `vindbaar-customer-${user.id}` },
  );
  const [inserted] = await sql<{ stripe_customer_id: string }[]>`
    insert into public.stripe_customers (user_id, stripe_customer_id)
    values (${user.id}::uuid, ${customer.id})
    on conflict (user_id) do nothing
    returning stripe_customer_id`;
  if (inserted) return inserted.stripe_customer_id;
  // A request beside this one stored the customer first: its row wins.
  return (await storedCustomer(sql, user.id))?.stripe_customer_id ?? customer.id;
}
