import type { IncomingMessage, ServerResponse } from "node:http";
import { ApiError } from "../http/errors.ts";
import { readJsonObject, sendJson } from "../http/json.ts";
import { CheckoutFailure } from "./checkout-complete.ts";
import { StripeApiError, toStripeError } from "./errors.ts";
import type { StripeDouble } from "./stripe-double.ts";

const FAILURE_STATUS = {
  card_declined: 402,
  invalid_card: 400,
  invalid_promotion_code: 400,
  closed: 409,
};

/** `/stripe/_test/*`: JSON hooks for tests and scripts (not part of Stripe's API). */
export async function handleTestHook(
  double: StripeDouble,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const path = url.pathname.slice("/stripe/_test".length);
  const post = req.method === "POST";
  try {
    if (post && path === "/advance") {
      const body = await readJsonObject(req);
      const seconds = Number(body.seconds);
      if (!Number.isFinite(seconds) || seconds < 0) {
        throw new StripeApiError(
          400,
          "invalid_request_error",
          "seconds must be a number >= 0",
          "parameter_invalid_integer",
          "seconds",
        );
      }
      const renewed = await double.advance(seconds);
      sendJson(res, 200, { now: double.now(), processed: renewed });
      return true;
    }
    const complete = /^\/checkout\/([^/]+)\/complete$/.exec(path);
    if (post && complete) {
      const body = await readJsonObject(req);
      const result = await double.completeCheckout(decodeURIComponent(complete[1]), {
        card: typeof body.card === "string" ? body.card : undefined,
        promotionCode: typeof body.promotion_code === "string" ? body.promotion_code : undefined,
      });
      sendJson(res, 200, { session: result.session, redirect_to: result.redirectTo });
      return true;
    }
    const fail = /^\/customers\/([^/]+)\/fail_payments$/.exec(path);
    if (post && fail) {
      const body = await readJsonObject(req);
      await double.failPayments(decodeURIComponent(fail[1]), body.fail !== false);
      sendJson(res, 200, { customer: fail[1], fail_payments: body.fail !== false });
      return true;
    }
    if (req.method === "GET" && path === "/deliveries") {
      sendJson(res, 200, { data: double.deliveries() });
      return true;
    }
    if (post && path === "/webhooks/hold") {
      const body = await readJsonObject(req);
      const emails = typeof body.email === "string" ? [body.email] : [];
      const { customers } = await double.holdWebhooks(body.hold !== false, emails);
      sendJson(res, 200, { hold: body.hold !== false, customers });
      return true;
    }
    if (post && path === "/idle") {
      await double.idle();
      sendJson(res, 200, { idle: true });
      return true;
    }
    return false;
  } catch (error) {
    if (error instanceof CheckoutFailure) {
      const stripeError = new StripeApiError(
        FAILURE_STATUS[error.reason],
        error.reason === "card_declined" ? "card_error" : "invalid_request_error",
        error.message,
        error.reason,
      );
      sendJson(res, stripeError.status, stripeError.toJSON());
      return true;
    }
    const stripeError =
      error instanceof ApiError && error.status < 500
        ? new StripeApiError(error.status, "invalid_request_error", error.message, error.code)
        : toStripeError(error);
    sendJson(res, stripeError.status, stripeError.toJSON());
    return true;
  }
}
