import { paginate, route, type ApiRequest, type Route } from "../api.ts";
import { endSubscription } from "../billing.ts";
import { now, type StripeContext } from "../context.ts";
import { invalidParam, noSuch } from "../errors.ts";
import { changedFields, emitEvent } from "../events.ts";
import { bool, hash, list as listParam, mergeMetadata, str, type Params } from "../form.ts";
import type { SubscriptionObject } from "../types.ts";
import { requirePrice } from "./products-prices.ts";

const STATUSES = [
  "active",
  "past_due",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "trialing",
  "unpaid",
  "paused",
  "ended",
  "all",
];

export async function requireSubscription(ctx: StripeContext, id: string) {
  const subscription = await ctx.store.get<SubscriptionObject>(id, "subscription");
  if (!subscription) throw noSuch("subscription", id);
  return subscription;
}

async function list({ ctx, params }: ApiRequest) {
  const customer = str(params, "customer");
  const status = str(params, "status");
  if (status && !STATUSES.includes(status))
    throw invalidParam("status", `Invalid status: ${status}`);
  let subscriptions = await ctx.store.list<SubscriptionObject>("subscription", customer);
  if (status === "ended") subscriptions = subscriptions.filter((s) => s.status === "canceled");
  else if (status && status !== "all")
    subscriptions = subscriptions.filter((s) => s.status === status);
  else if (!status) {
    subscriptions = subscriptions.filter(
      (s) => !["canceled", "incomplete_expired"].includes(s.status),
    );
  }
  const price = str(params, "price");
  if (price)
    subscriptions = subscriptions.filter((s) => s.items.data.some((i) => i.price.id === price));
  return paginate(subscriptions, params, "/v1/subscriptions");
}

export interface SubscriptionChange {
  price?: string;
  cancelAtPeriodEnd?: boolean;
  metadata?: Params;
}

/** Applies a change and emits `customer.subscription.updated` with previous_attributes. */
export async function changeSubscription(
  ctx: StripeContext,
  id: string,
  change: SubscriptionChange,
) {
  const before = await requireSubscription(ctx, id);
  if (before.status === "canceled") {
    throw invalidParam(
      "",
      "A canceled subscription can only update its cancellation_details and metadata.",
      "resource_missing",
    );
  }
  let after: SubscriptionObject = structuredClone(before);
  if (change.price && change.price !== before.items.data[0].price.id) {
    const price = await requirePrice(ctx, change.price, "items[0][price]");
    after.items.data[0] = { ...after.items.data[0], price };
  }
  if (change.cancelAtPeriodEnd !== undefined) {
    const end = after.items.data[0].current_period_end;
    after = {
      ...after,
      cancel_at_period_end: change.cancelAtPeriodEnd,
      cancel_at: change.cancelAtPeriodEnd ? end : null,
      canceled_at: change.cancelAtPeriodEnd ? now(ctx) : null,
      cancellation_details: {
        comment: null,
        feedback: null,
        reason: change.cancelAtPeriodEnd ? "cancellation_requested" : null,
      },
    };
  }
  if (change.metadata) after.metadata = mergeMetadata(after.metadata, change.metadata);
  const previous = changedFields(before, after);
  if (Object.keys(previous).length === 0) return after;
  await ctx.store.update(after);
  await emitEvent(ctx, "customer.subscription.updated", after, previous);
  return after;
}

async function update({ ctx, params }: ApiRequest, id: string) {
  const items = listParam(params, "items") as Params[] | undefined;
  const item = items?.[0];
  const current = await requireSubscription(ctx, id);
  if (item) {
    const itemId = str(item, "id");
    if (itemId && !current.items.data.some((i) => i.id === itemId)) {
      throw noSuch("subscription_item", itemId, "items[0][id]");
    }
  }
  const proration = str(params, "proration_behavior");
  if (proration && !["create_prorations", "none", "always_invoice"].includes(proration)) {
    throw invalidParam("proration_behavior", `Invalid proration_behavior: ${proration}`);
  }
  return ctx.exclusive(() =>
    changeSubscription(ctx, id, {
      price: item ? str(item, "price") : undefined,
      cancelAtPeriodEnd: bool(params, "cancel_at_period_end"),
      metadata: params.metadata === undefined ? undefined : { metadata: params.metadata },
    }),
  );
}

const FEEDBACK = [
  "customer_service",
  "low_quality",
  "missing_features",
  "other",
  "switched_service",
  "too_complex",
  "too_expensive",
  "unused",
];

/**
 * DELETE /v1/subscriptions/:id: ends it now. `cancellation_details[comment|feedback]` are kept;
 * `invoice_now` and `prorate` are accepted (the double bills no final invoice or credit).
 */
async function cancel({ ctx, params }: ApiRequest, id: string) {
  const details = hash(params, "cancellation_details") ?? {};
  const feedback = str(details, "feedback") ?? null;
  if (feedback && !FEEDBACK.includes(feedback)) {
    throw invalidParam("cancellation_details[feedback]", `Invalid feedback: ${feedback}`);
  }
  bool(params, "invoice_now");
  bool(params, "prorate");
  return ctx.exclusive(async () => {
    const subscription = await requireSubscription(ctx, id);
    if (subscription.status === "canceled") return subscription;
    return endSubscription(
      ctx,
      {
        ...subscription,
        canceled_at: now(ctx),
        cancellation_details: {
          comment: str(details, "comment") ?? null,
          feedback,
          reason: "cancellation_requested",
        },
      },
      now(ctx),
    );
  });
}

export const subscriptionRoutes: Route[] = [
  route("GET", "/v1/subscriptions", list),
  route("GET", "/v1/subscriptions/:id", ({ ctx }, id) => requireSubscription(ctx, id)),
  route("POST", "/v1/subscriptions/:id", update),
  route("DELETE", "/v1/subscriptions/:id", cancel),
];
