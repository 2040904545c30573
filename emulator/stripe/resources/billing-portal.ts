import { route, type ApiRequest, type Route } from "../api.ts";
import { now } from "../context.ts";
import { missingParam, noSuch } from "../errors.ts";
import { str } from "../form.ts";
import { newId } from "../ids.ts";
import type { PortalSessionObject } from "../types.ts";
import { requireCustomer } from "./customers.ts";

async function create({ ctx, params }: ApiRequest) {
  const customer = str(params, "customer");
  if (!customer) throw missingParam("customer");
  await requireCustomer(ctx, customer, "customer").catch(() => {
    // Stripe answers an unknown customer here with a 404, not a 400 naming the param.
    throw noSuch("customer", customer);
  });
  const id = newId("bps", 24);
  const session: PortalSessionObject = {
    id,
    object: "billing_portal.session",
    configuration: "bpc_vindbaar_emulator",
    created: now(ctx),
    customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: str(params, "locale") ?? null,
    on_behalf_of: null,
    return_url: str(params, "return_url") ?? null,
    url: `${ctx.publicUrl()}/stripe/portal/${id}`,
  };
  await ctx.store.insert(session);
  return session;
}

export const portalRoutes: Route[] = [
  route("POST", "/v1/billing_portal/sessions", (req) => req.ctx.exclusive(() => create(req))),
];
