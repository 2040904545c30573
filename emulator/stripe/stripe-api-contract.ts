import contract from "./contract/stripe-api.json" with { type: "json" };
import { StripeApiError } from "./errors.ts";
import type { Params } from "./form.ts";

/**
 * What Stripe's API declares for the part the double serves, extracted from the installed
 * `stripe` package's types (which stripe-node generates from Stripe's OpenAPI spec) by
 * scripts/stripe-contract-extract.ts: the parameters each endpoint knows and the fields each
 * object always has. Regenerate it after upgrading `stripe`.
 */
export const STRIPE_API_SOURCE: string = contract.source;
export const REQUIRED_FIELDS: Record<string, string[]> = contract.requiredFields;
const KNOWN_PARAMS: Record<string, string[]> = contract.knownParams;

/** Throws at start-up when a route of the double has no parameter list (add it to the script). */
export function assertParamsKnownFor(routeKeys: string[]) {
  const missing = routeKeys.filter((key) => !KNOWN_PARAMS[key]);
  if (missing.length > 0) {
    throw new Error(`Stripe double: no known parameters for ${missing.join(", ")}`);
  }
}

/**
 * Stripe refuses a top-level parameter the endpoint does not know (400 `parameter_unknown`), so
 * a typo in our own calls fails in tests instead of being ignored.
 */
export function rejectUnknownParams(routeKey: string, params: Params) {
  const known = KNOWN_PARAMS[routeKey] ?? [];
  const unknown = Object.keys(params).find((name) => !known.includes(name));
  if (unknown !== undefined) {
    throw new StripeApiError(
      400,
      "invalid_request_error",
      `Received unknown parameter: ${unknown}`,
      "parameter_unknown",
      unknown,
    );
  }
}
