import type {
  BillingRefund,
  CheckSubscriptionResponse,
  SubscriptionDiscount,
} from "../contract/billing.ts";
import { isPriceId, MONEY_BACK_GUARANTEE } from "../contract/plans.ts";
import type { StoredCustomer } from "./customers.ts";
import type { RefundRow } from "./refund-notices.ts";
import type { SubscriptionRow } from "./subscription-row.ts";
import { currentSubscription, toResponse } from "./subscription-state.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the dashboard keeps telling the customer about a refund. */
export const REFUND_NOTICE_DAYS = 30;

export interface AnswerInput {
  rows: SubscriptionRow[];
  customer: StoredCustomer | null;
  refunds: RefundRow[];
  now?: number;
}

/**
 * check-subscription's whole answer, from our rows alone (no Stripe call): the plan, and what the
 * dashboard says around it — trial days left and whether a card is on file, a running discount,
 * whether the money-back guarantee still applies, and recent refunds.
 */
export function subscriptionAnswer(input: AnswerInput): CheckSubscriptionResponse {
  const { rows, customer, refunds } = input;
  const now = input.now ?? Date.now();
  const current = currentSubscription(rows);
  const moneyBackUsed = refunds.some((refund) => refund.reason === "money_back");
  return {
    ...toResponse(current),
    trial_end:
      current?.status === "trialing" && current.trial_end ? current.trial_end.toISOString() : null,
    payment_method: current?.has_payment_method ?? false,
    // One trial per customer: any subscription that ever had a trial used it.
    trial_available: !rows.some((row) => row.trial_end),
    discount: current ? discountOf(current, now) : null,
    money_back: current && !moneyBackUsed ? moneyBackOf(customer, now) : null,
    refunds: refunds
      .filter((refund) => now - refund.created_at.getTime() < REFUND_NOTICE_DAYS * DAY_MS)
      .map((refund): BillingRefund => ({
        reason: refund.reason,
        price_id: isPriceId(refund.price_lookup_key) ? refund.price_lookup_key : null,
        amount_cents: refund.amount_cents,
        created_at: refund.created_at.toISOString(),
      })),
  };
}

function discountOf(row: SubscriptionRow, now: number): SubscriptionDiscount | null {
  if (row.discounted_amount_cents == null || row.full_amount_cents == null) return null;
  if (row.discount_end && row.discount_end.getTime() <= now) return null;
  return {
    amount_cents: row.discounted_amount_cents,
    full_amount_cents: row.full_amount_cents,
    until: row.discount_end ? row.discount_end.toISOString() : null,
  };
}

function moneyBackOf(customer: StoredCustomer | null, now: number) {
  const paidAt = customer?.first_payment_at;
  if (!paidAt || customer.first_payment_cents == null) return null;
  const until = paidAt.getTime() + MONEY_BACK_GUARANTEE.days * DAY_MS;
  if (now >= until) return null;
  return { until: new Date(until).toISOString(), amount_cents: customer.first_payment_cents };
}
