import type { Sql } from "../db.ts";
import type { RefundReason } from "../contract/billing.ts";

export interface RefundRow {
  reason: RefundReason;
  price_lookup_key: string | null;
  amount_cents: number;
  created_at: Date;
}

/** Every subscription Vindbaar ended and refunded for this user (a handful at most). */
export async function refundRows(sql: Sql, userId: string): Promise<RefundRow[]> {
  return sql<RefundRow[]>`
    select reason, price_lookup_key, amount_cents, created_at
    from public.billing_refunds where user_id = ${userId}::uuid
    order by created_at desc`;
}
