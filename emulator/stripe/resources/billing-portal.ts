import { route, type ApiRequest, type Route } from "../api.ts";
import { now } from "../context.ts";
import { invalidParam, missingParam, noSuch } from "../errors.ts";
import { hash, str } from "../form.ts";
import { newId } from "../ids.ts";
import type { PortalSessionObject } from "../types.ts";
import { requireCustomer } from "./customers.ts";

/** Deep links into the portal (`flow_data[type]`); the double's page opens at the matching part. */
const FLOW_TYPES = [
  "customer_update",
  "payment_method_update",
  "subscription_cancel",
  "subscription_pause",
  "subscription_update",
  "subscription_update_confirm",
];

async function create({ ctx, params }: ApiRequest) {
  const customer = str(params, "customer");
  if (!customer) throw missingParam("customer");
  await requireCustomer(ctx, customer, "customer").catch(() => {
    // Stripe answers an unknown customer here with a 404, not a 400 naming the param.
    throw noSuch("customer", customer);
  });
  const flowData = hash(params, "flow_data");
  const flowType = flowData ? str(flowData, "type") : undefined;
  if (flowData && !flowType) throw missingParam("flow_data[type]");
  if (flowType && !FLOW_TYPES.includes(flowType)) {
    throw invalidParam("flow_data[type]", `Invalid flow_data[type]: ${flowType}`);
  }
  const id = newId("bps", 24);
  const session: PortalSessionObject = {
    id,
    object: "billing_portal.session",
    configuration: "bpc_vindbaar_emulator",
    created: now(ctx),
    customer,
    customer_account: null,
    flow: flowType
      ? {
          after_completion: { hosted_confirmation: null, redirect: null, type: "portal_homepage" },
          subscription_cancel: null,
          subscription_update: null,
          subscription_update_confirm: null,
          type: flowType,
        }
      : null,
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
