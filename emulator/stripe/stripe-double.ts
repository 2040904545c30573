import type { IncomingMessage, ServerResponse } from "node:http";
import type { CompleteOptions } from "./checkout-complete.ts";
import type { CheckoutSessionObject } from "./types.ts";
import type { DeliveryAttempt } from "./webhooks.ts";

/** What the Stripe double offers the emulator and the tests (built by createStripeDouble in index.ts). */
export interface StripeDouble {
  /** The only API key the double accepts (`Authorization: Bearer …`). */
  readonly secretKey: string;
  /** Signing secret of the seeded endpoint (`<url>/functions/v1/stripe-webhook`). */
  readonly webhookSecret: string;
  /**
   * Seeds the catalogue, COMEBACK50 and the app's webhook endpoint (idempotent), then resumes the
   * webhook deliveries an earlier run left owed.
   */
  seed(): Promise<void>;
  /** `/v1/*` and `/stripe/*`. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  /** Moves the emulator clock forward, then renews or ends what fell due. Returns how many. */
  advance(seconds: number): Promise<number>;
  /** Moves the clock to `nowSeconds` (never back), then runs due renewals. */
  advanceTo(nowSeconds: number): Promise<number>;
  runDue(): Promise<number>;
  /** Pays an open Checkout Session like the hosted page does (throws CheckoutFailure). */
  completeCheckout(
    id: string,
    options?: CompleteOptions,
  ): Promise<{ session: CheckoutSessionObject; redirectTo: string }>;
  /** Makes the customer's next renewals fail (invoice open, subscription past_due). */
  failPayments(customerId: string, fail?: boolean): Promise<void>;
  /** Resolves when no webhook delivery is queued, running or waiting for a retry. */
  idle(): Promise<void>;
  /**
   * Holds webhook deliveries back until called with false (they stay owed, in order): a
   * webhook that arrives late. All of them, or only the events about the customers of these
   * e-mail addresses. `idle()` waits for the release.
   */
  holdWebhooks(hold: boolean, emails?: readonly string[]): Promise<{ customers: string[] }>;
  /** Every delivery attempt since start, oldest first. */
  deliveries(): DeliveryAttempt[];
  /** Unix seconds on the emulator clock. */
  now(): number;
  close(): Promise<void>;
}
