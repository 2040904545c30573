import { storedCustomer } from "../_shared/billing/customers.ts";
import { upstreamFailure } from "../_shared/billing/failure.ts";
import { firstPayment, type FirstPayment } from "../_shared/billing/first-payment.ts";
import { refundInvoice } from "../_shared/billing/refund-invoice.ts";
import { refundRows } from "../_shared/billing/refund-notices.ts";
import { syncSubscription } from "../_shared/billing/sync-subscription.ts";
import {
  BILLING_CATALOGUE,
  BILLING_WORDS,
  moneyBackRequestSchema,
} from "../_shared/contract/billing.ts";
import { isPriceId, MONEY_BACK_GUARANTEE } from "../_shared/contract/plans.ts";
import { getSql, type Sql } from "../_shared/db.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { signedInJsonRequest } from "../_shared/request.ts";
import { getStripe, type Stripe } from "../_shared/stripe.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Subscriptions that would bill again: the guarantee ends them all at once. */
const LIVE_STATUSES = ["active", "trialing", "past_due", "unpaid", "paused"];

/**
 * POST /functions/v1/money-back  { confirm: true }  ->  { refunded_cents }
 *
 * The money-back guarantee, self-service: within MONEY_BACK_GUARANTEE.days of the customer's
 * first payment it ends the subscription at once and refunds that payment in full through Stripe,
 * once per customer. Eligibility is decided from Stripe's invoices, not from the browser or our
 * copy. Every Stripe step is idempotent, so a retry after a failure (or a second click racing the
 * first) finishes the job without refunding twice; our row then records the claim.
 */
export async function handler(req: Request): Promise<Response> {
  const request = await signedInJsonRequest(req, moneyBackRequestSchema, BILLING_WORDS);
  if (!request.ok) return request.response;
  const userId = request.user.id;
  const { locale } = request;
  const messages = BILLING_CATALOGUE[locale];

  try {
    const sql = getSql();
    const customer = await storedCustomer(sql, userId);
    if (!customer) return errorResponse(409, messages.noPaymentToRefund);
    if ((await refundRows(sql, userId)).some((row) => row.reason === "money_back")) {
      return errorResponse(409, messages.moneyBackUsed);
    }
    const stripe = getStripe();
    const customerId = customer.stripe_customer_id;
    const first = await firstPayment(stripe, sql, customerId);
    if (!first) return errorResponse(409, messages.noPaymentToRefund);
    if (Date.now() - first.paidAt.getTime() > MONEY_BACK_GUARANTEE.days * DAY_MS) {
      return errorResponse(409, messages.moneyBackExpired);
    }

    const ended = await endLiveSubscriptions(stripe, customerId);
    const refunded = await refundInvoice(stripe, first.invoiceId, {
      reason: "requested_by_customer",
      metadata: { supabase_user_id: userId, vindbaar_refund: "money_back" },
      idempotencyPrefix: "vindbaar-money-back",
    });
    await recordClaim(sql, { userId, customerId, first, ended, refunded });
    await syncSubscription(stripe, sql, customerId);
    return json({ refunded_cents: refunded });
  } catch (error) {
    return upstreamFailure("money-back", error, locale);
  }
}

/** Cancels every subscription that could still bill, now (not at the period end). */
async function endLiveSubscriptions(
  stripe: Stripe,
  customer: string,
): Promise<Stripe.Subscription[]> {
  const subscriptions = await stripe.subscriptions
    .list({ customer, status: "all", limit: 100 })
    .autoPagingToArray({ limit: 1000 });
  const ended: Stripe.Subscription[] = [];
  for (const subscription of subscriptions) {
    if (!LIVE_STATUSES.includes(subscription.status)) continue;
    ended.push(
      await stripe.subscriptions.cancel(
        subscription.id,
        {
          cancellation_details: { comment: "Money-back guarantee: ended at once, refunded" },
          invoice_now: false,
          prorate: false,
        },
        { idempotencyKey: `vindbaar-money-back-cancel-${subscription.id}` },
      ),
    );
  }
  return ended;
}

interface Claim {
  userId: string;
  customerId: string;
  first: FirstPayment;
  ended: Stripe.Subscription[];
  refunded: number;
}

/** Records the claim: once per user (a partial unique index); a racing second call adds nothing. */
async function recordClaim(sql: Sql, claim: Claim) {
  const subscription = claim.ended[0];
  const subscriptionId = claim.first.subscriptionId ?? subscription?.id ?? null;
  const lookupKey = subscription?.items.data[0]?.price.lookup_key ?? null;
  if (!subscriptionId) return;
  await sql`
    insert into public.billing_refunds
      (user_id, stripe_customer_id, subscription_id, reason, price_lookup_key, amount_cents)
    values (${claim.userId}::uuid, ${claim.customerId}, ${subscriptionId}, 'money_back',
            ${isPriceId(lookupKey) ? lookupKey : null}, ${claim.refunded})
    on conflict do nothing`;
}
