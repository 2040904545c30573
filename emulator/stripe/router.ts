import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, sendJson } from "../http/json.ts";
import { expand, renderForVersion, type Route } from "./api.ts";
import type { StripeContext } from "./context.ts";
import { StripeApiError, toStripeError, unknownRoute } from "./errors.ts";
import { API_VERSION } from "./events.ts";
import { parseForm, type Params } from "./form.ts";
import { newId } from "./ids.ts";
import { withSpecDefaults } from "./spec-defaults.ts";
import { portalRoutes } from "./resources/billing-portal.ts";
import { checkoutRoutes } from "./resources/checkout-sessions.ts";
import { couponRoutes } from "./resources/coupons.ts";
import { customerRoutes } from "./resources/customers.ts";
import { eventRoutes } from "./resources/events.ts";
import { invoiceRoutes } from "./resources/invoices.ts";
import { paymentRoutes } from "./resources/payments.ts";
import { productPriceRoutes } from "./resources/products-prices.ts";
import { refundRoutes } from "./resources/refunds.ts";
import { subscriptionRoutes } from "./resources/subscriptions.ts";
import { webhookEndpointRoutes } from "./resources/webhook-endpoints.ts";
import { assertParamsKnownFor, rejectUnknownParams } from "./stripe-api-contract.ts";

const ROUTES: Route[] = [
  ...customerRoutes,
  ...productPriceRoutes,
  ...couponRoutes,
  ...checkoutRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...paymentRoutes,
  ...refundRoutes,
  ...portalRoutes,
  ...webhookEndpointRoutes,
  ...eventRoutes,
];
assertParamsKnownFor(ROUTES.map((r) => r.key));

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The key from `Authorization: Bearer sk_…` (or Basic `sk_…:`, which Stripe accepts too). */
function apiKey(req: IncomingMessage): string | undefined {
  const auth = header(req, "authorization") ?? "";
  const bearer = /^Bearer\s+(.+)$/i.exec(auth);
  if (bearer) return bearer[1].trim();
  const basic = /^Basic\s+(.+)$/i.exec(auth);
  if (basic) return Buffer.from(basic[1], "base64").toString("utf8").replace(/:.*$/, "");
  return undefined;
}

/**
 * Stripe names a wrong key by its first 8 and last 4 characters (`sk_test_****…1234`); a key of
 * 12 characters or fewer keeps only its prefix, so the message never repeats a whole key.
 */
function redact(key: string): string {
  const head = key.slice(0, 8);
  if (key.length <= 12) return head + "*".repeat(key.length - head.length);
  return `${head}${"*".repeat(key.length - 12)}${key.slice(-4)}`;
}

/** Stripe's answer while another request with the same Idempotency-Key still runs. */
function keyInProgress(key: string): StripeApiError {
  return new StripeApiError(
    409,
    "invalid_request_error",
    "There is currently another in-progress request using this Idempotent Key (that probably " +
      `means you submitted twice, and the other request is still going through): ${key}. ` +
      "Please try again later.",
  );
}

/** `/v1/*`: authenticates, parses the qs form, replays idempotent POSTs, routes, expands. */
export async function handleStripeApi(
  ctx: StripeContext,
  secretKey: string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const method = req.method ?? "GET";
  const requestId = `req_${newId("", 14).slice(1)}`;
  const version = header(req, "stripe-version");
  const sentIdempotencyKey = header(req, "idempotency-key");
  // Stripe echoes the key (stripe-node reads it as `lastResponse.idempotencyKey`).
  const reply = (status: number, body: unknown, replayed = false) =>
    sendJson(res, status, body, {
      "Request-Id": requestId,
      "Stripe-Version": version ?? API_VERSION,
      ...(sentIdempotencyKey && { "Idempotency-Key": sentIdempotencyKey }),
      ...(replayed && { "Idempotent-Replayed": "true" }),
    });
  const key = apiKey(req);
  if (key !== secretKey) {
    const message = key
      ? `Invalid API Key provided: ${redact(key)}`
      : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
    return reply(401, new StripeApiError(401, "invalid_request_error", message).toJSON());
  }
  const body = method === "POST" ? (await readBody(req)).toString("utf8") : "";
  const params: Params = parseForm(body || url.search.replace(/^\?/, ""));
  const idempotencyKey = method === "POST" ? sentIdempotencyKey : undefined;
  if (idempotencyKey) {
    const claim = await ctx.store.claimIdempotencyKey(
      idempotencyKey,
      url.pathname,
      ctx.clock.seconds(),
    );
    if (claim === "in-progress") return reply(409, keyInProgress(idempotencyKey).toJSON());
    if (claim !== "claimed") return reply(claim.status, claim.body, true);
  }
  let status = 200;
  let result: unknown;
  try {
    const found = ROUTES.filter((r) => r.method === method)
      .map((r) => ({ r, match: r.pattern.exec(url.pathname) }))
      .find((x) => x.match);
    if (!found?.match) throw unknownRoute(method, url.pathname);
    rejectUnknownParams(found.r.key, params);
    const ids = found.match.slice(1).map(decodeURIComponent);
    result = await found.r.handler({ method, path: url.pathname, params, ctx }, ...ids);
    result = renderForVersion(
      withSpecDefaults(await expand(ctx, structuredClone(result), params)),
      version,
    );
  } catch (error) {
    const stripeError = toStripeError(error);
    if (stripeError.status >= 500) {
      ctx.log(
        `[stripe] ${method} ${url.pathname} failed: ${error instanceof Error ? error.stack : error}`,
      );
    }
    status = stripeError.status;
    result = stripeError.toJSON();
  }
  // Saved only once a request succeeded, so a retry after a validation error can still succeed.
  if (idempotencyKey && status < 300) {
    await ctx.store.remember(idempotencyKey, url.pathname, status, result);
  } else if (idempotencyKey) {
    await ctx.store.release(idempotencyKey, url.pathname);
  }
  reply(status, result);
}
