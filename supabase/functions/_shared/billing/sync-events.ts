/**
 * Events after which a customer's subscriptions may have changed: the webhook syncs on these, and
 * `npm run stripe:setup` subscribes the endpoint to exactly these.
 */
export const SYNC_EVENTS: ReadonlySet<string> = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "customer.subscription.pending_update_applied",
  "customer.subscription.pending_update_expired",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_succeeded",
  "invoice.payment_failed",
  "invoice.payment_action_required",
  "invoice.marked_uncollectible",
  // A refund (ours for a duplicate or the money-back guarantee, or one made in the Dashboard).
  "charge.refunded",
  // A card saved in the portal (a trial then continues into a paid month).
  "customer.updated",
  "payment_method.attached",
]);
