import { paginate, route, type ApiRequest, type Route } from "../api.ts";
import { noSuch } from "../errors.ts";
import type { EventObject } from "../events.ts";
import { str, strings } from "../form.ts";

async function list({ ctx, params }: ApiRequest) {
  let events = await ctx.store.list<EventObject>("event");
  const type = str(params, "type");
  const types = strings(params, "types");
  if (type) {
    // `customer.subscription.*` style wildcards, as Stripe allows in `type`.
    const pattern = new RegExp(`^${type.replace(/\./g, "\\.").replace(/\*/g, ".*")}$`);
    events = events.filter((e) => pattern.test(e.type));
  }
  if (types) events = events.filter((e) => types.includes(e.type));
  return paginate(events, params, "/v1/events");
}

export const eventRoutes: Route[] = [
  route("GET", "/v1/events", list),
  route("GET", "/v1/events/:id", async ({ ctx }, id) => {
    const event = await ctx.store.get(id, "event");
    if (!event) throw noSuch("event", id);
    return event;
  }),
];
