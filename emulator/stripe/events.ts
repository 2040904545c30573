import { now, type StripeContext } from "./context.ts";
import { newId } from "./ids.ts";
import type { StripeObject } from "./types.ts";

/** The API version the double speaks (stripe-node 23.1.0's pinned version). */
export const API_VERSION = "2026-10-28.endive";

export interface EventObject extends StripeObject {
  object: "event";
  type: string;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
}

/**
 * Records a Stripe event for a state change and queues its webhook deliveries. `object` is
 * snapshotted as it is now, like Stripe does.
 */
export async function emitEvent(
  ctx: StripeContext,
  type: string,
  object: StripeObject,
  previous?: Record<string, unknown>,
): Promise<EventObject> {
  const endpoints = await ctx.webhooks.endpointsFor(type);
  const event: EventObject = {
    id: newId("evt"),
    object: "event",
    api_version: API_VERSION,
    created: now(ctx),
    data: {
      object: structuredClone(object),
      ...(previous && { previous_attributes: previous }),
    },
    livemode: false,
    pending_webhooks: endpoints.length,
    request: { id: null, idempotency_key: null },
    type,
  };
  await ctx.store.insert(event);
  await ctx.webhooks.enqueue(event, endpoints);
  return event;
}

/** The fields of `after` that differ from `before`, with their old values. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  }
  return previous;
}
