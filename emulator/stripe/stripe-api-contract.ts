import contract from "./contract/stripe-api.json" with { type: "json" };
import { StripeApiError } from "./errors.ts";
import type { Params } from "./form.ts";

/**
 * What Stripe's API declares for the part the double serves, extracted from the installed
 * `stripe` package's types (which stripe-node generates from Stripe's OpenAPI spec) by
 * scripts/stripe-contract-extract.ts: the parameters each endpoint knows, nested ones included,
 * and the fields each object always has. Regenerate it after upgrading `stripe`.
 */
export const STRIPE_API_SOURCE: string = contract.source;
export const REQUIRED_FIELDS: Record<string, string[]> = contract.requiredFields;

/**
 * A parameter as the contract declares it: a hash with these keys, a list of one shape, or
 * "any" — a scalar, or a free-form hash such as `metadata`, whose keys are the caller's own.
 */
export type ParamShape = "any" | [ParamShape] | { [name: string]: ParamShape };

// JSON imports type lists as arrays, not one-element tuples; the script writes exactly ParamShape.
const PARAMS = contract.params as unknown as Record<string, ParamShape>;

/** Throws at start-up when a route of the double has no parameter list (add it to the script). */
export function assertParamsKnownFor(routeKeys: string[]) {
  const missing = routeKeys.filter((key) => !PARAMS[key]);
  if (missing.length > 0) {
    throw new Error(`Stripe double: no known parameters for ${missing.join(", ")}`);
  }
}

/** `line_items[0][price]`: the name Stripe gives a nested parameter in its errors. */
const child = (path: string, key: string) => (path ? `${path}[${key}]` : key);

/** The first parameter, in the order sent, that the shape does not know, by its full name. */
function firstUnknown(value: unknown, shape: ParamShape, path: string): string | undefined {
  if (shape === "any" || value === null || typeof value !== "object") return undefined;
  if (Array.isArray(shape)) {
    // qs gives a list as an array, or as an object keyed by index past its array limit.
    for (const [index, item] of Object.entries(value)) {
      const found = firstUnknown(item, shape[0], child(path, index));
      if (found) return found;
    }
    return undefined;
  }
  // A list where a hash belongs is a type error, not an unknown name; the handler judges it.
  if (Array.isArray(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!Object.hasOwn(shape, key)) return child(path, key);
    const found = firstUnknown(item, shape[key], child(path, key));
    if (found) return found;
  }
  return undefined;
}

/**
 * Stripe refuses a parameter the endpoint does not know, at any depth where the API declares
 * the hash's keys (400 `parameter_unknown`, `param` = `line_items[0][foo]`), so a typo in our
 * own calls fails in tests instead of being ignored. Free-form hashes such as `metadata` take
 * any key.
 */
export function rejectUnknownParams(routeKey: string, params: Params) {
  const unknown = firstUnknown(params, PARAMS[routeKey] ?? {}, "");
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
