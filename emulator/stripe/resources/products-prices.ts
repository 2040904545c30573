import { paginate, route, type ApiRequest, type Route } from "../api.ts";
import { now, type StripeContext } from "../context.ts";
import { invalidParam, missingParam, noSuch } from "../errors.ts";
import { bool, hash, int, mergeMetadata, str, strings, type Params } from "../form.ts";
import { newId } from "../ids.ts";
import type { PriceObject, StripeObject } from "../types.ts";

export async function createProduct(ctx: StripeContext, params: Params): Promise<StripeObject> {
  const name = str(params, "name");
  if (!name) throw missingParam("name");
  const created = now(ctx);
  const product: StripeObject = {
    id: str(params, "id") ?? newId("prod", 14),
    object: "product",
    active: bool(params, "active") ?? true,
    created,
    default_price: null,
    description: str(params, "description") ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: mergeMetadata({}, params),
    name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: "service",
    unit_label: null,
    updated: created,
    url: null,
  };
  await ctx.store.insert(product);
  return product;
}

export async function createPrice(ctx: StripeContext, params: Params): Promise<PriceObject> {
  const productId = str(params, "product");
  if (!productId) throw missingParam("product");
  if (!(await ctx.store.get(productId, "product"))) throw noSuch("product", productId, "product");
  const unitAmount = int(params, "unit_amount");
  if (unitAmount === undefined) throw missingParam("unit_amount");
  const currency = str(params, "currency");
  if (!currency) throw missingParam("currency");
  const recurringParams = hash(params, "recurring");
  const interval = recurringParams ? str(recurringParams, "interval") : undefined;
  if (recurringParams && !["day", "week", "month", "year"].includes(interval ?? "")) {
    throw invalidParam("recurring[interval]", "Invalid recurring[interval]");
  }
  const recurring = recurringParams
    ? {
        interval,
        interval_count: int(recurringParams, "interval_count") ?? 1,
        meter: null,
        trial_period_days: null,
        usage_type: "licensed",
      }
    : null;
  const lookupKey = str(params, "lookup_key") ?? null;
  const holder = lookupKey ? await findPriceByLookupKey(ctx, lookupKey) : null;
  if (holder) {
    // transfer_lookup_key moves the key from the price that holds it, as Stripe does.
    if (!bool(params, "transfer_lookup_key")) {
      throw invalidParam("lookup_key", `A price (lookup_key '${lookupKey}') already exists.`);
    }
    await ctx.store.update({ ...holder, lookup_key: null });
  }
  const price: PriceObject = {
    id: newId("price", 24),
    object: "price",
    active: bool(params, "active") ?? true,
    billing_scheme: "per_unit",
    created: now(ctx),
    currency: currency.toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: lookupKey,
    metadata: mergeMetadata({}, params),
    nickname: str(params, "nickname") ?? null,
    product: productId,
    recurring,
    tax_behavior: str(params, "tax_behavior") ?? "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? "recurring" : "one_time",
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  await ctx.store.insert(price);
  return price;
}

export async function findPriceByLookupKey(ctx: StripeContext, key: string) {
  const prices = await ctx.store.list<PriceObject>("price");
  return prices.find((price) => price.lookup_key === key) ?? null;
}

export async function requirePrice(ctx: StripeContext, id: string, param?: string) {
  const price = await ctx.store.get<PriceObject>(id, "price");
  if (!price) throw noSuch("price", id, param);
  return price;
}

async function listPrices({ ctx, params }: ApiRequest) {
  let prices = await ctx.store.list<PriceObject>("price");
  const keys = strings(params, "lookup_keys");
  if (keys) prices = prices.filter((p) => p.lookup_key !== null && keys.includes(p.lookup_key));
  const active = bool(params, "active");
  if (active !== undefined) prices = prices.filter((p) => p.active === active);
  const product = str(params, "product");
  if (product) prices = prices.filter((p) => p.product === product);
  const type = str(params, "type");
  if (type) prices = prices.filter((p) => p.type === type);
  return paginate(prices, params, "/v1/prices");
}

async function listProducts({ ctx, params }: ApiRequest) {
  let products = await ctx.store.list("product");
  const active = bool(params, "active");
  if (active !== undefined) products = products.filter((p) => p.active === active);
  return paginate(products, params, "/v1/products");
}

async function retrieveProduct({ ctx }: ApiRequest, id: string) {
  const product = await ctx.store.get(id, "product");
  if (!product) throw noSuch("product", id);
  return product;
}

export const productPriceRoutes: Route[] = [
  route("POST", "/v1/products", ({ ctx, params }) =>
    ctx.exclusive(() => createProduct(ctx, params)),
  ),
  route("GET", "/v1/products", listProducts),
  route("GET", "/v1/products/:id", retrieveProduct),
  route("POST", "/v1/prices", ({ ctx, params }) => ctx.exclusive(() => createPrice(ctx, params))),
  route("GET", "/v1/prices", listPrices),
  route("GET", "/v1/prices/:id", ({ ctx }, id) => requirePrice(ctx, id)),
];
