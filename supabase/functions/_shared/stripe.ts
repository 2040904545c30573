import Stripe from "stripe";
import { getEnv, requireEnv } from "./env.ts";

export { Stripe };

/**
 * The real Stripe SDK. In production it talks to api.stripe.com; only the emulator sets
 * STRIPE_API_BASE (http://127.0.0.1:54321), which points it at the local Stripe double. The fetch
 * client and SubtleCrypto work unchanged in Deno (edge runtime) and Node (emulator, tests).
 */
const clients = new Map<string, Stripe>();

export function getStripe(): Stripe {
  const key = requireEnv("STRIPE_SECRET_KEY");
  const base = getEnv("STRIPE_API_BASE");
  const cacheKey = `${key}@${base ?? "stripe"}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new Stripe(key, {
      httpClient: Stripe.createFetchHttpClient(),
      maxNetworkRetries: 1,
      timeout: 20_000,
      appInfo: { name: "Vindbaar" },
      ...(base ? localHost(base) : {}),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

function localHost(base: string) {
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    host: url.hostname,
    port: url.port || (protocol === "http" ? "80" : "443"),
    protocol,
  } as const;
}

export const cryptoProvider = Stripe.createSubtleCryptoProvider();

/** A Stripe failure that is ours or Stripe's, never the caller's: answer 502, log the detail. */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}
