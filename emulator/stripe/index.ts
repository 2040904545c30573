import type { Clock } from "../clock.ts";
import type { Database } from "../db/database.ts";
import { sendJson } from "../http/json.ts";
import { runDue } from "./renewals.ts";
import { completeCheckout } from "./checkout-complete.ts";
import { createMutex, type StripeContext } from "./context.ts";
import { unknownRoute } from "./errors.ts";
import { handleHostedPage } from "./pages-router.ts";
import { requireCustomer } from "./resources/customers.ts";
import { handleStripeApi } from "./router.ts";
import { seedCatalogue } from "./seed.ts";
import { StripeStore } from "./store.ts";
import type { CustomerObject } from "./types.ts";
import type { StripeDouble } from "./stripe-double.ts";
import { handleTestHook } from "./test-hooks.ts";
import { WebhookJournal } from "./webhook-journal.ts";
import { WebhookDispatcher } from "./webhooks.ts";

export { API_VERSION } from "./events.ts";
export type { DeliveryAttempt } from "./webhooks.ts";
export type { CompleteOptions } from "./checkout-complete.ts";
export type { StripeDouble } from "./stripe-double.ts";

export const STRIPE_SECRET_KEY = "sk_test_vindbaar_emulator";
export const STRIPE_WEBHOOK_SECRET = "whsec_vindbaar_emulator";
/** How often the dev emulator renews subscriptions whose period ended in real time. */
const RENEWAL_INTERVAL_MS = 60_000;

export interface StripeDoubleOptions {
  db: Database;
  clock: Clock;
  /** The emulator's public origin; read lazily because the port is known only after listen. */
  publicUrl: () => string;
  secretKey?: string;
  webhookSecret?: string;
  /** Waits between delivery attempts (default: Stripe's schedule compressed, webhook-schedule.ts). */
  retryDelaysMs?: readonly number[];
  log?: (line: string) => void;
}

export async function createStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble> {
  const log = options.log ?? (() => {});
  const secretKey = options.secretKey ?? STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? STRIPE_WEBHOOK_SECRET;
  const store = new StripeStore(options.db);
  await store.init();
  const webhooks = new WebhookDispatcher(
    store,
    new WebhookJournal(options.db),
    log,
    options.retryDelaysMs,
  );
  const ctx: StripeContext = {
    store,
    clock: options.clock,
    webhooks,
    publicUrl: options.publicUrl,
    exclusive: createMutex(),
    log,
  };
  const due = () => ctx.exclusive(() => runDue(ctx));
  const timer = setInterval(() => {
    due().catch((error: unknown) => log(`[stripe] renewals failed: ${String(error)}`));
  }, RENEWAL_INTERVAL_MS);
  timer.unref();
  let closed = false;

  const double: StripeDouble = {
    secretKey,
    webhookSecret,
    async seed() {
      await ctx.exclusive(() =>
        seedCatalogue(ctx, {
          url: `${options.publicUrl()}/functions/v1/stripe-webhook`,
          secret: webhookSecret,
        }),
      );
      // After the seed, which points the app's endpoint at this run's URL.
      await webhooks.resume();
    },
    async handle(req, res, url) {
      if (url.pathname === "/v1" || url.pathname.startsWith("/v1/")) {
        return handleStripeApi(ctx, secretKey, req, res, url);
      }
      if (
        url.pathname.startsWith("/stripe/_test/") &&
        (await handleTestHook(double, req, res, url))
      )
        return;
      if (await handleHostedPage(ctx, req, res, url)) return;
      sendJson(res, 404, unknownRoute(req.method ?? "GET", url.pathname).toJSON());
    },
    async advance(seconds) {
      options.clock.advance(Math.round(seconds * 1000));
      return due();
    },
    async advanceTo(nowSeconds) {
      const delta = nowSeconds - options.clock.seconds();
      if (delta > 0) options.clock.advance(delta * 1000);
      return due();
    },
    runDue: due,
    completeCheckout: (id, opts) => ctx.exclusive(() => completeCheckout(ctx, id, opts)),
    async failPayments(customerId, fail = true) {
      await ctx.exclusive(async () => {
        await requireCustomer(ctx, customerId);
        const internal = await store.internal(customerId);
        await store.setInternal(customerId, { ...internal, failPayments: fail });
      });
    },
    idle: () => webhooks.idle(),
    async holdWebhooks(hold, emails = []) {
      const customers = (await store.list<CustomerObject>("customer"))
        .filter((customer) => customer.email !== null && emails.includes(customer.email))
        .map((customer) => customer.id);
      // E-mail addresses without a customer hold nothing (never everything).
      if (emails.length === 0 || customers.length > 0) webhooks.hold(hold, customers);
      return { customers };
    },
    deliveries: () => [...webhooks.attempts],
    now: () => options.clock.seconds(),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await webhooks.close();
      // Let a state change that is under way finish before the database closes.
      await ctx.exclusive(async () => undefined);
    },
  };
  return double;
}
