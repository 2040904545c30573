import { z } from "zod";
import type { Stripe } from "../_shared/stripe.ts";

/**
 * What every Stripe event has and the handler relies on. A correctly signed body can still be
 * something else (`null`, a list, a test sender's fragment); it is refused with 400 instead of
 * failing on the first property read. Other fields pass through untouched.
 */
const eventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

export function asStripeEvent(body: unknown): Stripe.Event | null {
  return eventSchema.safeParse(body).success ? (body as Stripe.Event) : null;
}
