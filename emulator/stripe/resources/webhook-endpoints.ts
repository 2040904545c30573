import { paginate, route, type ApiRequest, type Route } from "../api.ts";
import { now, type StripeContext } from "../context.ts";
import { invalidParam, missingParam, noSuch } from "../errors.ts";
import { API_VERSION } from "../events.ts";
import { bool, mergeMetadata, str, strings, type Params } from "../form.ts";
import { base62, newId } from "../ids.ts";
import type { WebhookEndpointObject } from "../types.ts";

/** Creates an endpoint; `secret` is in the answer of this call only, like Stripe. */
export async function createWebhookEndpoint(
  ctx: StripeContext,
  params: Params,
  secret = `whsec_${base62(32)}`,
): Promise<WebhookEndpointObject & { secret: string }> {
  const url = str(params, "url");
  if (!url) throw missingParam("url");
  if (!/^https?:\/\//.test(url)) throw invalidParam("url", `Invalid URL: ${url}`, "url_invalid");
  const events = strings(params, "enabled_events");
  if (!events || events.length === 0) throw missingParam("enabled_events");
  const endpoint: WebhookEndpointObject = {
    id: newId("we", 24),
    object: "webhook_endpoint",
    api_version: str(params, "api_version") ?? API_VERSION,
    application: null,
    created: now(ctx),
    description: str(params, "description") ?? null,
    enabled_events: events,
    livemode: false,
    metadata: mergeMetadata({}, params),
    status: "enabled",
    url,
  };
  await ctx.store.insert(endpoint, { secret });
  return { ...endpoint, secret };
}

async function requireEndpoint(ctx: StripeContext, id: string) {
  const endpoint = await ctx.store.get<WebhookEndpointObject>(id, "webhook_endpoint");
  if (!endpoint || endpoint.deleted) throw noSuch("webhook_endpoint", id);
  return endpoint;
}

async function update({ ctx, params }: ApiRequest, id: string) {
  const endpoint = await requireEndpoint(ctx, id);
  const disabled = bool(params, "disabled");
  const next: WebhookEndpointObject = {
    ...endpoint,
    url: str(params, "url") ?? endpoint.url,
    enabled_events: strings(params, "enabled_events") ?? endpoint.enabled_events,
    metadata: mergeMetadata(endpoint.metadata as Record<string, string>, params),
    status: disabled === undefined ? endpoint.status : disabled ? "disabled" : "enabled",
  };
  await ctx.store.update(next);
  return next;
}

async function remove({ ctx }: ApiRequest, id: string) {
  const endpoint = await requireEndpoint(ctx, id);
  await ctx.store.update({ ...endpoint, deleted: true, status: "disabled" });
  await ctx.webhooks.forget(id);
  return { id, object: "webhook_endpoint", deleted: true };
}

async function list({ ctx, params }: ApiRequest) {
  const endpoints = await ctx.store.list<WebhookEndpointObject>("webhook_endpoint");
  return paginate(
    endpoints.filter((e) => !e.deleted),
    params,
    "/v1/webhook_endpoints",
  );
}

export const webhookEndpointRoutes: Route[] = [
  route("POST", "/v1/webhook_endpoints", ({ ctx, params }) =>
    ctx.exclusive(() => createWebhookEndpoint(ctx, params)),
  ),
  route("GET", "/v1/webhook_endpoints", list),
  route("GET", "/v1/webhook_endpoints/:id", ({ ctx }, id) => requireEndpoint(ctx, id)),
  route("POST", "/v1/webhook_endpoints/:id", (req, id) => req.ctx.exclusive(() => update(req, id))),
  route("DELETE", "/v1/webhook_endpoints/:id", (req, id) =>
    req.ctx.exclusive(() => remove(req, id)),
  ),
];
