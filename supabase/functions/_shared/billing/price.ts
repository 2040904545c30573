import type { Stripe } from "../stripe.ts";
import type { PriceId } from "../contract/plans.ts";

/**
 * The Stripe price behind a logical id. The logical ids are the prices' lookup keys, so the same
 * code works in test mode, live mode and the emulator, and a price change is
 * `transfer_lookup_key` in Stripe instead of a deploy. `active: true` because lookup keys also
 * match archived prices.
 */
export async function priceForLookupKey(
  stripe: Stripe,
  lookupKey: PriceId,
): Promise<Stripe.Price | undefined> {
  const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  return prices.data[0];
}
