import { paginate, route, type ApiRequest, type Route } from "../api.ts";
import { now, type StripeContext } from "../context.ts";
import { invalidParam, noSuch } from "../errors.ts";
import { emitEvent } from "../events.ts";
import { str, strings } from "../form.ts";
import type { CheckoutSessionObject } from "../types.ts";
import { createSession, type SessionState } from "./checkout-session-create.ts";
import { requirePrice } from "./products-prices.ts";

export type { SessionState };

/** Closes an open session for good (`checkout.session.expired`): its page can no longer pay. */
async function expireSession(ctx: StripeContext, session: CheckoutSessionObject) {
  const expired: CheckoutSessionObject = { ...session, status: "expired", url: null };
  await ctx.store.update(expired);
  await emitEvent(ctx, "checkout.session.expired", expired);
  return expired;
}

/** A session, marked expired (with its event) once the emulator clock passed `expires_at`. */
export async function loadSession(ctx: StripeContext, id: string): Promise<CheckoutSessionObject> {
  const session = await ctx.store.get<CheckoutSessionObject>(id, "checkout.session");
  if (!session) throw noSuch("checkout.session", id);
  if (session.status !== "open" || session.expires_at > now(ctx)) return session;
  return expireSession(ctx, session);
}

/** POST /v1/checkout/sessions/:id/expire — only an open session can be expired. */
async function expire(ctx: StripeContext, id: string) {
  const session = await loadSession(ctx, id);
  if (session.status !== "open") {
    throw invalidParam(
      "",
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      "checkout_session_not_open",
    );
  }
  return expireSession(ctx, session);
}

const SESSION_STATUSES = ["open", "complete", "expired"];

/** GET /v1/checkout/sessions, filtered by `customer`, `status` and `subscription`. */
async function list({ ctx, params }: ApiRequest) {
  const status = str(params, "status");
  if (status && !SESSION_STATUSES.includes(status)) {
    throw invalidParam("status", `Invalid status: must be one of ${SESSION_STATUSES.join(", ")}`);
  }
  let sessions = await ctx.store.list<CheckoutSessionObject>(
    "checkout.session",
    str(params, "customer"),
  );
  // Sessions past their expiry are expired, whoever looks.
  sessions = await ctx.exclusive(() => Promise.all(sessions.map((s) => loadSession(ctx, s.id))));
  if (status) sessions = sessions.filter((s) => s.status === status);
  const subscription = str(params, "subscription");
  if (subscription) sessions = sessions.filter((s) => s.subscription === subscription);
  return paginate(sessions, params, "/v1/checkout/sessions");
}

async function lineItems(ctx: StripeContext, id: string) {
  const session = await loadSession(ctx, id);
  const state = (await ctx.store.internal(id)) as unknown as SessionState;
  return Promise.all(
    state.lineItems.map(async (item, i) => {
      const price = await requirePrice(ctx, item.price);
      const amount = price.unit_amount * item.quantity;
      return {
        id: `li_${session.id.slice(8, 32)}${i}`,
        object: "item",
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: price.currency,
        description: price.nickname ?? price.lookup_key ?? price.id,
        price,
        quantity: item.quantity,
        created: session.created,
      };
    }),
  );
}

async function retrieve({ ctx, params }: ApiRequest, id: string) {
  const session: Record<string, unknown> = await ctx.exclusive(() => loadSession(ctx, id));
  // line_items is includable only: it appears when expand[] asks for it.
  if ((strings(params, "expand") ?? []).some((path) => path.split(".")[0] === "line_items")) {
    const data = await lineItems(ctx, id);
    session.line_items = {
      object: "list",
      url: `/v1/checkout/sessions/${id}/line_items`,
      has_more: false,
      data,
    };
  }
  return session;
}

export const checkoutRoutes: Route[] = [
  route("POST", "/v1/checkout/sessions", (req) => req.ctx.exclusive(() => createSession(req))),
  route("GET", "/v1/checkout/sessions", list),
  route("POST", "/v1/checkout/sessions/:id/expire", ({ ctx }, id) =>
    ctx.exclusive(() => expire(ctx, id)),
  ),
  route("GET", "/v1/checkout/sessions/:id", retrieve),
  route("GET", "/v1/checkout/sessions/:id/line_items", async ({ ctx, params }, id) =>
    paginate(await lineItems(ctx, id), params, `/v1/checkout/sessions/${id}/line_items`),
  ),
];
