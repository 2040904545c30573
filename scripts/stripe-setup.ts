/**
 * `npm run stripe:setup`: creates the products, prices, COMEBACK50 coupon and promotion code and
 * the webhook endpoint in a real Stripe account (test or live), from the one plan catalogue.
 * Idempotent: run it again after a price change or to check an account.
 *
 *   STRIPE_SECRET_KEY=sk_test_… SUPABASE_URL=https://<ref>.supabase.co npm run stripe:setup
 *
 * STRIPE_WEBHOOK_URL overrides the endpoint URL; STRIPE_API_BASE points it at another Stripe API
 * (the emulator's double) instead of api.stripe.com.
 */
import Stripe from "stripe";
import { setupCatalogue } from "./stripe/setup-catalogue.ts";

function webhookUrl(): string | undefined {
  if (process.env.STRIPE_WEBHOOK_URL) return process.env.STRIPE_WEBHOOK_URL;
  const supabase = process.env.SUPABASE_URL;
  return supabase ? `${supabase.replace(/\/$/, "")}/functions/v1/stripe-webhook` : undefined;
}

function client(key: string): Stripe {
  const base = process.env.STRIPE_API_BASE;
  if (!base) return new Stripe(key);
  const url = new URL(base);
  return new Stripe(key, {
    host: url.hostname,
    port: url.port,
    protocol: url.protocol === "http:" ? "http" : "https",
  });
}

async function main() {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) {
    console.error("Set STRIPE_SECRET_KEY (sk_test_… or sk_live_…) to run the Stripe setup.");
    process.exit(2);
  }
  const url = webhookUrl();
  if (!url) console.log("No SUPABASE_URL or STRIPE_WEBHOOK_URL: skipping the webhook endpoint.");
  const result = await setupCatalogue(client(key), { webhookUrl: url, log: console.log });
  console.log("");
  console.table(result.prices);
  if (result.webhookSecret) {
    console.log(
      `\nSet the webhook's signing secret as a function secret (shown once):\n` +
        `  supabase secrets set STRIPE_WEBHOOK_SECRET=${result.webhookSecret}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
