import { COMMON_CATALOGUE } from "../common-messages.ts";
import type { Locale } from "../contract/locale.ts";
import { errorResponse } from "../http.ts";
import { isStripeError } from "../stripe.ts";

/**
 * A failure of Stripe or our database while serving a valid request: never the caller's fault,
 * so never a 4xx, and never a bare 500 with a stack. 502 tells the browser to try again later;
 * the detail goes to the function log only.
 */
export function upstreamFailure(context: string, error: unknown, locale: Locale): Response {
  const detail = isStripeError(error)
    ? `${error.type} ${error.statusCode ?? ""} ${error.code ?? ""} ${error.message}`
    : error instanceof Error
      ? (error.stack ?? error.message)
      : String(error);
  console.error(`${context}: ${detail}`);
  return errorResponse(502, COMMON_CATALOGUE[locale].paymentUnavailable);
}
