import { VAT_PERCENT } from "../../../supabase/functions/_shared/contract/plans.ts";
import { CheckoutFailure, collectsCard, resolvePromotion } from "../checkout-complete.ts";
import { now, type StripeContext } from "../context.ts";
import type { SessionState } from "../resources/checkout-sessions.ts";
import { invoiceAmounts } from "../resources/invoices.ts";
import { requirePrice } from "../resources/products-prices.ts";
import type { CheckoutSessionObject, StripeObject, TrialEndBehavior } from "../types.ts";
import { escapeHtml, formatCents, formatDate, page } from "./layout.ts";

export interface CheckoutForm {
  card?: string;
  promotionCode?: string;
  error?: string;
}

function closedPage(session: CheckoutSessionObject): string {
  const complete = session.status === "complete";
  const back = complete
    ? (session.success_url ?? "").split("{CHECKOUT_SESSION_ID}").join(session.id)
    : session.cancel_url;
  const body = `<div class="card">
<h1>${complete ? "Deze betaling is al afgerond" : "Deze betaalsessie is verlopen"}</h1>
<p>${complete ? "Je abonnement is actief. Je hoeft niets meer te doen." : "Start het afrekenen opnieuw vanuit Vindbaar."}</p>
${back ? `<p><a href="${escapeHtml(back)}">Terug</a></p>` : ""}
</div>`;
  return page(complete ? "Betaling afgerond" : "Sessie verlopen", body);
}

const DAY = 24 * 60 * 60;

/** What happens at the end of a trial that has no card, as the page tells the customer. */
function trialEndNote(behavior: TrialEndBehavior, cardCollected: boolean): string {
  if (cardCollected) return "";
  return behavior === "cancel"
    ? " Voeg voor die datum een betaalmethode toe om door te gaan; anders stopt de proefperiode vanzelf en betaal je niets."
    : " Voeg voor die datum een betaalmethode toe om door te gaan.";
}

/**
 * The hosted Checkout page: plan, price, btw, total, promotion code and card field. A free trial
 * shows € 0 today and the price after the trial; without required payment method it has no card
 * field at all and its button reads 'Proefperiode starten'.
 */
export async function renderCheckoutPage(
  ctx: StripeContext,
  session: CheckoutSessionObject,
  form: CheckoutForm = {},
): Promise<string> {
  if (session.status !== "open") return closedPage(session);
  const state = (await ctx.store.internal(session.id)) as unknown as SessionState;
  const line = state.lineItems[0];
  const price = await requirePrice(ctx, line.price);
  const product = await ctx.store.get<StripeObject>(price.product, "product");
  const name = String(product?.name ?? price.nickname ?? "abonnement");
  let error = form.error;
  let promotion = null;
  let coupon = null;
  try {
    ({ promotion, coupon } = await resolvePromotion(ctx, session, form.promotionCode));
  } catch (failure) {
    if (!(failure instanceof CheckoutFailure)) throw failure;
    error ??= failure.message;
  }
  const amounts = invoiceAmounts(price.unit_amount, line.quantity, coupon?.percent_off ?? null);
  const full = invoiceAmounts(price.unit_amount, line.quantity, null);
  const months = coupon?.duration === "repeating" ? coupon.duration_in_months : null;
  const discountRow =
    promotion && coupon && amounts.discount > 0
      ? `<dt>Korting ${escapeHtml(promotion.code)} (${coupon.percent_off}%${months ? `, ${months} maanden` : ""})</dt><dd>−${formatCents(amounts.discount)}</dd>`
      : "";
  const later =
    discountRow && months
      ? `<p>Na ${months} maanden betaal je ${formatCents(full.total)} per maand (incl. btw).</p>`
      : "";
  const promoField = session.allow_promotion_codes
    ? `<label for="promotion_code">Kortingscode</label>
<div class="row"><input id="promotion_code" name="promotion_code" autocomplete="off" value="${escapeHtml(form.promotionCode ?? "")}">
<button type="submit" name="action" value="apply">Toepassen</button></div>`
    : "";
  const trial = state.trial ?? null;
  const cardField = collectsCard(session, state)
    ? `<label for="card">Kaartnummer</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${escapeHtml(form.card ?? "")}" aria-describedby="card-hint">
<p id="card-hint">Testkaarten: 4242 4242 4242 4242 (lukt), 4000 0000 0000 0002 (geweigerd).</p>`
    : `<p>Je hoeft nu geen betaalgegevens in te vullen.</p>`;
  const monthly = `${formatCents(price.unit_amount * line.quantity)} per maand`;
  const trialEnd = trial ? now(ctx) + trial.days * DAY : 0;
  const body = `<div class="card">
<h1>${trial ? `Probeer Vindbaar ${escapeHtml(name)} ${trial.days} dagen gratis` : `Abonneren op Vindbaar ${escapeHtml(name)}`}</h1>
<p><strong>${trial ? `${trial.days} dagen gratis, daarna ${monthly}` : monthly}</strong> (excl. btw)${session.customer_email ? ` · ${escapeHtml(session.customer_email)}` : ""}</p>
<h2>Overzicht</h2>
<dl>
<dt>${escapeHtml(name)}${line.quantity > 1 ? ` × ${line.quantity}` : ""}</dt><dd>${formatCents(trial ? 0 : amounts.subtotal)}</dd>
${trial ? "" : discountRow}
${trial ? "" : `<dt>Btw (${VAT_PERCENT}%)</dt><dd>${formatCents(amounts.tax)}</dd>`}
<dt class="total">Totaal vandaag</dt><dd class="total">${formatCents(trial ? 0 : amounts.total)}</dd>
</dl>
${promotion && !error ? `<p role="status">Kortingscode ${escapeHtml(promotion.code)} is toegepast.</p>` : ""}
${trial ? `<p>Na je proefperiode, vanaf ${formatDate(trialEnd)}: ${formatCents(amounts.total)} per maand (incl. btw).${trialEndNote(trial.endBehavior, collectsCard(session, state))}</p>` : later}
</div>
<form class="card" method="post" action="/stripe/checkout/${escapeHtml(session.id)}">
<h2>${trial ? "Proefperiode" : "Betalen"}</h2>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
${promoField}
${cardField}
<button class="primary" type="submit" name="action" value="pay">${trial ? "Proefperiode starten" : "Abonneren"}</button>
</form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Terug</a></p>` : ""}`;
  return page(`${trial ? "Proefperiode" : "Afrekenen"} – Vindbaar ${name}`, body);
}
