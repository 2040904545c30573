import type { StripeContext } from "../context.ts";
import { invoiceAmounts } from "../resources/invoices.ts";
import type {
  CouponObject,
  CustomerObject,
  InvoiceObject,
  PaymentMethodObject,
  PortalSessionObject,
  PriceObject,
  StripeObject,
  SubscriptionObject,
} from "../types.ts";
import { escapeHtml, formatCents, formatDate, page } from "./layout.ts";

const STATUS_NL: Record<string, string> = {
  paid: "Betaald",
  open: "Openstaand",
  void: "Vervallen",
  draft: "Concept",
  uncollectible: "Oninbaar",
};

async function productName(ctx: StripeContext, price: PriceObject): Promise<string> {
  const product = await ctx.store.get<StripeObject>(price.product, "product");
  return String(product?.name ?? price.nickname ?? price.id);
}

async function subscriptionCard(
  ctx: StripeContext,
  portal: PortalSessionObject,
  sub: SubscriptionObject,
  catalogue: PriceObject[],
  hasPaymentMethod: boolean,
): Promise<string> {
  const item = sub.items.data[0];
  const name = await productName(ctx, item.price);
  const state = await ctx.store.internal(sub.id);
  const coupon =
    typeof state.coupon === "string"
      ? await ctx.store.get<CouponObject>(state.coupon, "coupon")
      : null;
  const next = invoiceAmounts(item.price.unit_amount, item.quantity, coupon?.percent_off ?? null);
  const action = `/stripe/portal/${escapeHtml(portal.id)}`;
  const hidden = `<input type="hidden" name="subscription" value="${escapeHtml(sub.id)}">`;
  const trial =
    sub.status === "trialing" && sub.trial_end !== null
      ? `<p>Proefperiode tot ${formatDate(sub.trial_end)}.${
          hasPaymentMethod
            ? ""
            : sub.trial_settings?.end_behavior.missing_payment_method === "cancel"
              ? " Voeg een betaalmethode toe om daarna door te gaan; anders stopt je abonnement dan vanzelf."
              : " Voeg een betaalmethode toe om daarna door te gaan."
        }</p>`
      : "";
  const status = sub.cancel_at_period_end
    ? `<p role="status">Je abonnement is opgezegd en eindigt op ${formatDate(item.current_period_end)}.</p>
<form method="post" action="${action}">${hidden}<button type="submit" name="action" value="undo">Opzegging intrekken</button></form>`
    : `${trial}<p>Volgende factuur op ${formatDate(item.current_period_end)}: ${formatCents(next.total)} (incl. btw${coupon ? `, met ${coupon.percent_off}% korting` : ""}).</p>
${sub.status === "past_due" ? `<p role="alert">De laatste betaling is mislukt. Werk je betaalgegevens bij.</p>` : ""}
<form method="post" action="${action}">${hidden}<button type="submit" name="action" value="cancel">Abonnement opzeggen</button></form>`;
  const others = catalogue.filter((p) => p.id !== item.price.id);
  const switches = await Promise.all(
    others.map(
      async (
        p,
      ) => `<form method="post" action="${action}">${hidden}<input type="hidden" name="price" value="${escapeHtml(p.id)}">
<button type="submit" name="action" value="switch">Overstappen naar ${escapeHtml(await productName(ctx, p))} (${formatCents(p.unit_amount)} per maand)</button></form>`,
    ),
  );
  return `<section class="card" aria-labelledby="plan-${escapeHtml(sub.id)}">
<h2 id="plan-${escapeHtml(sub.id)}">Huidig abonnement: ${escapeHtml(name)}</h2>
<p><strong>${formatCents(item.price.unit_amount * item.quantity)} per maand</strong> (excl. btw)</p>
${status}
${sub.cancel_at_period_end ? "" : `<h3>Ander abonnement kiezen</h3><div class="plans">${switches.join("\n")}</div>`}
</section>`;
}

/** The customer's card for invoices, and a form to add (or replace) it. */
function paymentMethodCard(
  portal: PortalSessionObject,
  method: PaymentMethodObject | null,
  form: PortalForm,
): string {
  const current = method
    ? `<p>Betaalmethode: ${escapeHtml(method.card.brand.toUpperCase())} •••• ${escapeHtml(method.card.last4)}</p>`
    : "<p>Je hebt nog geen betaalmethode.</p>";
  return `<section class="card" aria-labelledby="payment-method">
<h2 id="payment-method">Betaalmethode</h2>
${current}
<form method="post" action="/stripe/portal/${escapeHtml(portal.id)}">
${form.error ? `<p role="alert">${escapeHtml(form.error)}</p>` : ""}
<label for="card">Kaartnummer</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${escapeHtml(form.card ?? "")}" aria-describedby="card-hint">
<p id="card-hint">Testkaarten: 4242 4242 4242 4242 (lukt), 4000 0000 0000 0002 (geweigerd).</p>
<button class="primary" type="submit" name="action" value="payment_method">${method ? "Betaalmethode vervangen" : "Betaalmethode toevoegen"}</button>
</form>
</section>`;
}

export interface PortalForm {
  notice?: string;
  /** What was typed in the card field, kept when it was refused. */
  card?: string;
  error?: string;
}

/**
 * The hosted customer portal: plan, next invoice, switch, cancel/undo, payment method, invoices.
 * A session opened for `payment_method_update` shows the payment method first.
 */
export async function renderPortalPage(
  ctx: StripeContext,
  portal: PortalSessionObject,
  form: PortalForm = {},
): Promise<string> {
  const notice = form.notice;
  const customer = await ctx.store.get<CustomerObject>(portal.customer, "customer");
  const methodId = customer?.invoice_settings?.default_payment_method ?? null;
  const method = methodId
    ? await ctx.store.get<PaymentMethodObject>(methodId, "payment_method")
    : null;
  const subscriptions = (
    await ctx.store.list<SubscriptionObject>("subscription", portal.customer)
  ).filter((s) => s.status !== "canceled" && s.status !== "incomplete_expired");
  const catalogue = (await ctx.store.list<PriceObject>("price"))
    .filter((p) => p.active && p.type === "recurring" && p.lookup_key)
    .sort((a, b) => a.unit_amount - b.unit_amount);
  const cards = await Promise.all(
    subscriptions.map((s) =>
      subscriptionCard(ctx, portal, s, catalogue, Boolean(method ?? s.default_payment_method)),
    ),
  );
  const payment = paymentMethodCard(portal, method, form);
  const paymentFirst = portal.flow?.type === "payment_method_update";
  const invoices = await ctx.store.list<InvoiceObject>("invoice", portal.customer);
  const rows = invoices
    .map(
      (i) =>
        `<tr><td>${formatDate(i.created)}</td><td>${formatCents(i.total)}</td><td>${STATUS_NL[i.status] ?? i.status}</td></tr>`,
    )
    .join("\n");
  const body = `<h1>Je abonnement bij Vindbaar</h1>
${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ""}
${paymentFirst ? payment : ""}
${cards.length > 0 ? cards.join("\n") : `<section class="card"><p>Je hebt geen actief abonnement.</p></section>`}
${paymentFirst ? "" : payment}
<section class="card" aria-labelledby="invoices">
<h2 id="invoices">Facturen</h2>
${invoices.length > 0 ? `<table><thead><tr><th scope="col">Datum</th><th scope="col">Bedrag</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>` : "<p>Nog geen facturen.</p>"}
</section>
${portal.return_url ? `<p><a href="${escapeHtml(portal.return_url)}">Terug naar Vindbaar</a></p>` : ""}`;
  return page("Abonnement beheren – Vindbaar", body);
}
