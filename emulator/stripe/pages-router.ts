import type { IncomingMessage, ServerResponse } from "node:http";
import { readBody, redirect, sendText } from "../http/json.ts";
import { CheckoutFailure, completeCheckout } from "./checkout-complete.ts";
import type { StripeContext } from "./context.ts";
import { StripeApiError } from "./errors.ts";
import { renderCheckoutPage } from "./pages/checkout-page.ts";
import { escapeHtml, page } from "./pages/layout.ts";
import { renderPortalPage } from "./pages/portal-page.ts";
import { attachCard, cardProblem, setDefaultPaymentMethod } from "./payment-methods.ts";
import { loadSession } from "./resources/checkout-sessions.ts";
import { requireCustomer } from "./resources/customers.ts";
import { changeSubscription } from "./resources/subscriptions.ts";
import type { PortalSessionObject, SubscriptionObject } from "./types.ts";

const NOTICES: Record<string, string> = {
  cancel: "Je abonnement is opgezegd.",
  undo: "De opzegging is ingetrokken. Je abonnement loopt door.",
  switch: "Je abonnement is gewijzigd.",
  payment_method: "Je betaalmethode is opgeslagen.",
};

const html = (res: ServerResponse, status: number, body: string) =>
  sendText(res, status, body, "text/html");

function notFound(res: ServerResponse, what: string) {
  html(
    res,
    404,
    page(
      "Niet gevonden",
      `<div class="card"><h1>Niet gevonden</h1><p>${escapeHtml(what)}</p></div>`,
    ),
  );
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req)).toString("utf8"));
}

async function checkout(ctx: StripeContext, req: IncomingMessage, res: ServerResponse, id: string) {
  const session = await ctx.exclusive(() => loadSession(ctx, id)).catch(() => null);
  if (!session) return notFound(res, "Deze betaalsessie bestaat niet.");
  if (req.method !== "POST") return html(res, 200, await renderCheckoutPage(ctx, session));
  const form = await formBody(req);
  const card = form.get("card") ?? "";
  const promotionCode = form.get("promotion_code") ?? "";
  if (form.get("action") === "apply") {
    return html(res, 200, await renderCheckoutPage(ctx, session, { card, promotionCode }));
  }
  try {
    const done = await ctx.exclusive(() => completeCheckout(ctx, id, { card, promotionCode }));
    return redirect(res, 303, done.redirectTo);
  } catch (error) {
    if (!(error instanceof CheckoutFailure)) throw error;
    const fresh = await ctx.exclusive(() => loadSession(ctx, id));
    // 200 like Stripe's hosted page, which shows a decline in the page (its script handles the
    // API's 402): a 402 document would be a failed navigation to the browser.
    return html(
      res,
      200,
      await renderCheckoutPage(ctx, fresh, { card, promotionCode, error: error.message }),
    );
  }
}

async function portal(
  ctx: StripeContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  url: URL,
) {
  const session = await ctx.store.get<PortalSessionObject>(id, "billing_portal.session");
  if (!session) return notFound(res, "Deze portaalsessie bestaat niet of is verlopen.");
  if (req.method !== "POST") {
    const notice = NOTICES[url.searchParams.get("done") ?? ""];
    return html(res, 200, await renderPortalPage(ctx, session, { notice }));
  }
  const form = await formBody(req);
  const action = form.get("action") ?? "";
  if (action === "payment_method") return savePaymentMethod(ctx, res, session, form);
  const subId = form.get("subscription") ?? "";
  const subscription = await ctx.store.get<SubscriptionObject>(subId, "subscription");
  const refuse = () =>
    html(
      res,
      400,
      page(
        "Ongeldig verzoek",
        `<div class="card"><h1>Dat lukte niet</h1><p><a href="/stripe/portal/${escapeHtml(id)}">Terug naar het overzicht</a></p></div>`,
      ),
    );
  if (!subscription || subscription.customer !== session.customer || !NOTICES[action]) {
    return refuse();
  }
  try {
    await ctx.exclusive(() =>
      changeSubscription(
        ctx,
        subId,
        action === "switch"
          ? { price: form.get("price") ?? "" }
          : { cancelAtPeriodEnd: action === "cancel" },
      ),
    );
  } catch (error) {
    if (error instanceof StripeApiError && error.status < 500) return refuse();
    throw error;
  }
  redirect(res, 303, `/stripe/portal/${encodeURIComponent(id)}?done=${action}`);
}

/**
 * The portal's payment method form: the accepted test card becomes the customer's default for
 * invoices (a trial then continues into a paid period); a refused card is shown with its reason
 * and what was typed.
 */
async function savePaymentMethod(
  ctx: StripeContext,
  res: ServerResponse,
  session: PortalSessionObject,
  form: URLSearchParams,
) {
  const card = form.get("card") ?? "";
  const problem = cardProblem(card);
  if (problem) {
    return html(res, 200, await renderPortalPage(ctx, session, { card, error: problem.message }));
  }
  await ctx.exclusive(async () => {
    const customer = await requireCustomer(ctx, session.customer);
    const method = await attachCard(ctx, customer.id, card);
    await setDefaultPaymentMethod(ctx, customer, method.id);
  });
  redirect(res, 303, `/stripe/portal/${encodeURIComponent(session.id)}?done=payment_method`);
}

/** `/stripe/checkout/:id` and `/stripe/portal/:id` (GET shows, POST acts). */
export async function handleHostedPage(
  ctx: StripeContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const match = /^\/stripe\/(checkout|portal)\/([^/]+)$/.exec(url.pathname);
  if (!match || (req.method !== "GET" && req.method !== "POST")) return false;
  const id = decodeURIComponent(match[2]);
  if (match[1] === "checkout") await checkout(ctx, req, res, id);
  else await portal(ctx, req, res, id, url);
  return true;
}
