import { paginate, route, type ApiRequest, type Route } from "../api.ts";
import { now, type StripeContext } from "../context.ts";
import { invalidParam, missingParam, noSuch } from "../errors.ts";
import { changedFields, emitEvent } from "../events.ts";
import { mergeMetadata, str, type Params } from "../form.ts";
import { newId } from "../ids.ts";
import type { CustomerObject } from "../types.ts";

export async function createCustomer(ctx: StripeContext, params: Params): Promise<CustomerObject> {
  const customer: CustomerObject = {
    id: newId("cus", 14),
    object: "customer",
    address: null,
    balance: 0,
    created: now(ctx),
    currency: null,
    default_source: null,
    delinquent: false,
    description: str(params, "description") ?? null,
    discount: null,
    email: str(params, "email") ?? null,
    invoice_prefix: newId("", 8).slice(1).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: mergeMetadata({}, params),
    name: str(params, "name") ?? null,
    phone: str(params, "phone") ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
  await ctx.store.insert(customer);
  await emitEvent(ctx, "customer.created", customer);
  return customer;
}

/** A live customer or a 404 (a deleted one counts as missing where Stripe needs a live one). */
export async function requireCustomer(
  ctx: StripeContext,
  id: string,
  param?: string,
): Promise<CustomerObject> {
  const customer = await ctx.store.get<CustomerObject>(id, "customer");
  if (!customer || customer.deleted) throw noSuch("customer", id, param);
  return customer;
}

async function retrieve({ ctx }: ApiRequest, id: string) {
  const customer = await ctx.store.get<CustomerObject>(id, "customer");
  if (!customer) throw noSuch("customer", id);
  if (customer.deleted) return { id, object: "customer", deleted: true };
  return customer;
}

async function update({ ctx, params }: ApiRequest, id: string) {
  return ctx.exclusive(async () => {
    const before = await requireCustomer(ctx, id);
    const after: CustomerObject = { ...before, metadata: mergeMetadata(before.metadata, params) };
    for (const field of ["email", "name", "description", "phone"] as const) {
      if (params[field] === "") after[field] = null;
      else if (params[field] !== undefined) after[field] = str(params, field) ?? null;
    }
    await ctx.store.update(after);
    const previous = changedFields(before, after);
    if (Object.keys(previous).length > 0) {
      await emitEvent(ctx, "customer.updated", after, previous);
    }
    return after;
  });
}

async function remove({ ctx }: ApiRequest, id: string) {
  return ctx.exclusive(async () => {
    const customer = await requireCustomer(ctx, id);
    await ctx.store.update({ ...customer, deleted: true });
    await emitEvent(ctx, "customer.deleted", customer);
    return { id, object: "customer", deleted: true };
  });
}

async function live(ctx: StripeContext): Promise<CustomerObject[]> {
  return (await ctx.store.list<CustomerObject>("customer")).filter((c) => !c.deleted);
}

async function list({ ctx, params }: ApiRequest) {
  const email = str(params, "email");
  const all = await live(ctx);
  // Stripe's email filter is exact and case-sensitive.
  const data = email === undefined ? all : all.filter((c) => c.email === email);
  return paginate(data, params, "/v1/customers");
}

/** `email:'x'`, `name:'x'`, `metadata['k']:'v'`, joined with AND. */
export function parseSearch(query: string): Array<(c: CustomerObject) => boolean> {
  const clauses = query.trim().split(/\s+AND\s+/);
  return clauses.map((clause) => {
    const meta = /^metadata\[['"]([^'"]+)['"]\]:['"](.*)['"]$/.exec(clause.trim());
    if (meta) return (c: CustomerObject) => c.metadata[meta[1]] === meta[2];
    const field = /^(email|name|phone|id):['"](.*)['"]$/.exec(clause.trim());
    if (field) {
      const key = field[1] as "email" | "name" | "phone" | "id";
      return (c: CustomerObject) => c[key] === field[2];
    }
    throw invalidParam(
      "query",
      `The search query is not supported by the Stripe double: ${clause}`,
    );
  });
}

async function search({ ctx, params }: ApiRequest) {
  const query = str(params, "query");
  if (!query) throw missingParam("query");
  const tests = parseSearch(query);
  const data = (await live(ctx)).filter((c) => tests.every((test) => test(c)));
  const page = paginate(data, { limit: params.limit }, "/v1/customers/search");
  return {
    object: "search_result",
    url: page.url,
    has_more: page.has_more,
    next_page: null,
    data: page.data,
  };
}

async function create({ ctx, params }: ApiRequest) {
  return ctx.exclusive(() => createCustomer(ctx, params));
}

export const customerRoutes: Route[] = [
  route("POST", "/v1/customers", create),
  route("GET", "/v1/customers", list),
  route("GET", "/v1/customers/search", search),
  route("GET", "/v1/customers/:id", retrieve),
  route("POST", "/v1/customers/:id", update),
  route("DELETE", "/v1/customers/:id", remove),
];
