import { paginate, route, type ApiRequest, type Route } from "../api.ts";
import type { StripeContext } from "../context.ts";
import { invalidParam, noSuch, StripeApiError } from "../errors.ts";
import { int, mergeMetadata, str } from "../form.ts";
import { refundCharge } from "../payments.ts";
import type { ChargeObject, PaymentIntentObject, RefundObject } from "../types.ts";

const REASONS = ["duplicate", "fraudulent", "requested_by_customer"];

/** The charge a refund request names, directly or through its PaymentIntent. */
async function chargeToRefund(ctx: StripeContext, chargeId?: string, intentId?: string) {
  if (chargeId) {
    const charge = await ctx.store.get<ChargeObject>(chargeId, "charge");
    if (!charge) throw noSuch("charge", chargeId, "charge");
    return charge;
  }
  if (!intentId) {
    throw new StripeApiError(
      400,
      "invalid_request_error",
      "One of the following params should be provided for this request: payment_intent or charge.",
      "parameter_missing",
    );
  }
  const intent = await ctx.store.get<PaymentIntentObject>(intentId, "payment_intent");
  if (!intent) throw noSuch("payment_intent", intentId, "payment_intent");
  const charge = intent.latest_charge
    ? await ctx.store.get<ChargeObject>(intent.latest_charge, "charge")
    : null;
  if (!charge) {
    throw invalidParam(
      "payment_intent",
      `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
    );
  }
  return charge;
}

async function create({ ctx, params }: ApiRequest) {
  const charge = await chargeToRefund(ctx, str(params, "charge"), str(params, "payment_intent"));
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0) {
    throw new StripeApiError(
      400,
      "invalid_request_error",
      `Charge ${charge.id} has already been refunded.`,
      "charge_already_refunded",
    );
  }
  const amount = int(params, "amount") ?? left;
  if (amount < 1 || amount > left) {
    throw invalidParam(
      "amount",
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      "amount_too_large",
    );
  }
  const reason = str(params, "reason") ?? null;
  if (reason && !REASONS.includes(reason)) {
    throw invalidParam("reason", `Invalid reason: must be one of ${REASONS.join(", ")}`);
  }
  return refundCharge(ctx, { charge, amount, reason, metadata: mergeMetadata({}, params) });
}

async function list({ ctx, params }: ApiRequest) {
  let refunds = await ctx.store.list<RefundObject>("refund");
  const charge = str(params, "charge");
  if (charge) refunds = refunds.filter((r) => r.charge === charge);
  const intent = str(params, "payment_intent");
  if (intent) refunds = refunds.filter((r) => r.payment_intent === intent);
  return paginate(refunds, params, "/v1/refunds");
}

export const refundRoutes: Route[] = [
  route("POST", "/v1/refunds", (req) => req.ctx.exclusive(() => create(req))),
  route("GET", "/v1/refunds", list),
  route("GET", "/v1/refunds/:id", async ({ ctx }, id) => {
    const refund = await ctx.store.get(id, "refund");
    if (!refund) throw noSuch("refund", id);
    return refund;
  }),
];
