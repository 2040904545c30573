import type { StripeContext } from "./context.ts";
import { invalidParam } from "./errors.ts";
import { int, str, strings, type Params } from "./form.ts";
import type { StripeObject } from "./types.ts";

export interface ApiRequest {
  method: string;
  /** `/v1/customers/cus_…` */
  path: string;
  params: Params;
  ctx: StripeContext;
}

/** Returns the JSON body of a 200 answer, or throws a StripeApiError. */
export type ApiHandler = (req: ApiRequest, ...ids: string[]) => Promise<unknown>;

export interface Route {
  method: string;
  /** `POST /v1/customers/:id`: names the endpoint in the parameter contract. */
  key: string;
  pattern: RegExp;
  handler: ApiHandler;
}

/**
 * An id segment never reads `search`: `/v1/<resource>/search` is Stripe's search endpoint, so
 * without a search route it is an unrecognized URL, not the retrieval of an object "search".
 */
const ID_SEGMENT = "((?!search(?:/|$))[^/]+)";

export const route = (method: string, path: string, handler: ApiHandler): Route => ({
  method,
  key: `${method} ${path}`,
  pattern: new RegExp(`^${path.replace(/:id/g, ID_SEGMENT)}$`),
  handler,
});

export interface ListObject<T> {
  object: "list";
  url: string;
  has_more: boolean;
  data: T[];
}

/** Stripe's cursor pagination over a newest-first array: `limit` (1–100) and `starting_after`. */
export function paginate<T extends StripeObject>(
  items: T[],
  params: Params,
  url: string,
): ListObject<T> {
  const limit = int(params, "limit") ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidParam(
      "limit",
      "Invalid limit: must be between 1 and 100",
      "parameter_invalid_integer",
    );
  }
  let start = 0;
  const after = str(params, "starting_after");
  const before = str(params, "ending_before");
  if (after) {
    const index = items.findIndex((item) => item.id === after);
    if (index < 0) throw invalidParam("starting_after", `No such object: '${after}'`);
    start = index + 1;
  } else if (before) {
    const index = items.findIndex((item) => item.id === before);
    if (index < 0) throw invalidParam("ending_before", `No such object: '${before}'`);
    const from = Math.max(0, index - limit);
    return { object: "list", url, has_more: from > 0, data: items.slice(from, index) };
  }
  const data = items.slice(start, start + limit);
  return { object: "list", url, has_more: start + limit < items.length, data };
}

/** Replaces ids by objects along each `expand[]` path (`data.product`, `items.data.price.product`). */
export async function expand(ctx: StripeContext, body: unknown, params: Params): Promise<unknown> {
  const paths = strings(params, "expand") ?? [];
  for (const path of paths) await expandPath(ctx, body, path.split("."), path);
  return body;
}

async function expandPath(ctx: StripeContext, node: unknown, path: string[], full: string) {
  if (Array.isArray(node)) {
    for (const item of node) await expandPath(ctx, item, path, full);
    return;
  }
  if (!node || typeof node !== "object") return;
  const record = node as Record<string, unknown>;
  const [head, ...rest] = path;
  let value = record[head];
  if (typeof value === "string") {
    value = (await expandId(ctx, value)) ?? value;
    record[head] = value;
  } else if (Array.isArray(value) && head !== "data") {
    // An array of ids (`discounts`) expands item by item.
    value = await Promise.all(
      value.map(async (item) =>
        typeof item === "string" ? ((await expandId(ctx, item)) ?? item) : item,
      ),
    );
    record[head] = value;
  } else if (value === undefined && head !== "data") {
    throw invalidParam("expand", `This property cannot be expanded (${full}).`);
  }
  if (rest.length > 0) await expandPath(ctx, value, rest, full);
}

/** The object behind an id; a deleted one expands to its tombstone, as retrieve answers it. */
async function expandId(ctx: StripeContext, id: string): Promise<unknown> {
  const object = await ctx.store.get(id);
  if (!object) return undefined;
  return object.deleted
    ? { id: object.id, object: object.object, deleted: true }
    : structuredClone(object);
}

/** Basil (2025-03-31) moved the period fields from the subscription to its items. */
export function isPreBasil(version: string | undefined): boolean {
  return !!version && /^\d{4}-\d{2}-\d{2}/.test(version) && version.slice(0, 10) < "2025-03-31";
}

/** Adds the pre-basil top-level period fields to every subscription in the body. */
export function renderForVersion(body: unknown, version: string | undefined): unknown {
  if (!isPreBasil(version)) return body;
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (record.object === "subscription") {
      const items = record.items as { data?: Array<Record<string, unknown>> } | undefined;
      const first = items?.data?.[0];
      if (first) {
        record.current_period_start = first.current_period_start;
        record.current_period_end = first.current_period_end;
      }
    }
    Object.values(record).forEach(walk);
  };
  walk(body);
  return body;
}
