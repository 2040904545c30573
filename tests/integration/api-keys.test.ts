import { createHash } from "node:crypto";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  API_KEY_PATTERN,
} from "../../supabase/functions/_shared/contract/api-keys.ts";
import { signUpCustomer, subscribe, type Customer } from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/**
 * The api-keys function through the emulator's real HTTP path (issue 12): create, list, revoke,
 * the key shown once and stored only as its SHA-256, the active-key maximum and the plan check.
 */
const emulator = useEmulator({ autoconfirm: true });
let sql: postgres.Sql | undefined;
const db = () =>
  (sql ??= postgres(emulator().dbUrl, { max: 1, prepare: false, onnotice: () => {} }));
afterAll(async () => {
  await sql?.end();
});

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

async function call(
  customer: Customer | null,
  method: "GET" | "POST" | "DELETE" | "PUT",
  query = "",
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${emulator().url}/functions/v1/api-keys${query}`, {
    method,
    headers: {
      apikey: emulator().anonKey,
      ...(customer ? { Authorization: `Bearer ${customer.token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

let anna: Customer;
let bram: Customer;
let pieter: Customer;

beforeAll(async () => {
  [anna, bram, pieter] = await Promise.all([
    signUpCustomer(emulator(), "sleutel"),
    signUpCustomer(emulator(), "power"),
    signUpCustomer(emulator(), "pro"),
  ]);
  await subscribe(emulator(), anna, "price_ultimate");
  await subscribe(emulator(), bram, "price_power");
  await subscribe(emulator(), pieter, "price_pro");
});

describe("creating a key", () => {
  let created: Record<string, unknown>;

  it("answers 201 with the full key once, stored only as its SHA-256", async () => {
    const answer = await call(anna, "POST", "", { name: "  Website-koppeling  " });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    created = answer.body;
    expect(Object.keys(created).sort()).toEqual(["id", "key", "prefix"]);
    const key = created.key as string;
    expect(key).toMatch(API_KEY_PATTERN);
    expect(key.startsWith(`${created.prefix as string}_`)).toBe(true);
    expect(created.prefix).toMatch(/^vb_live_[A-Za-z0-9]{8}$/);

    const [row] = await db()`select * from public.api_keys where id = ${created.id as string}`;
    expect(row).toMatchObject({
      user_id: anna.id,
      name: "Website-koppeling",
      prefix: created.prefix,
      key_hash: createHash("sha256").update(key).digest("hex"),
      last_used_at: null,
      revoked_at: null,
    });
    expect(JSON.stringify(row)).not.toContain(key.slice(17));
  });

  it("lists keys without the key itself", async () => {
    const list = await call(anna, "GET");
    expect(list.status).toBe(200);
    expect(list.body.apiAccess).toBe(true);
    expect(list.body.keys).toEqual([
      {
        id: created.id,
        name: "Website-koppeling",
        prefix: created.prefix,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        lastUsedAt: null,
        revokedAt: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain((created.key as string).slice(17));
    expect((await call(bram, "GET")).body).toEqual({ keys: [], apiAccess: true });
  });

  it("validates the name in Dutch and keeps the key count unchanged", async () => {
    for (const body of [{ name: "   " }, { name: "x".repeat(61) }, {}, { name: 5 }]) {
      expect(await call(anna, "POST", "", body)).toMatchObject({
        status: 400,
        body: { error: `Naam van de sleutel: ${API_KEY_MESSAGES.name}` },
      });
    }
    expect((await call(anna, "POST", "", "{niet json")).status).toBe(400);
    const [{ count }] = await db()`
      select count(*)::int as count from public.api_keys where user_id = ${anna.id}`;
    expect(count).toBe(1);
  });

  it("refuses plans without API access (403) but lets them list", async () => {
    expect(await call(pieter, "POST", "", { name: "Pro-sleutel" })).toMatchObject({
      status: 403,
      body: { error: API_KEY_MESSAGES.notEntitled },
    });
    expect((await call(pieter, "GET")).body).toEqual({ keys: [], apiAccess: false });
  });

  it("needs a session", async () => {
    expect((await call(null, "GET")).status).toBe(401);
    expect((await call(anna, "PUT", "", { name: "x" })).status).toBe(405);
  });
});

describe("revoking a key", () => {
  it("sets revokedAt for the owner only, idempotently", async () => {
    const { body } = await call(anna, "POST", "", { name: "Tijdelijk" });
    const id = body.id as string;
    expect(await call(bram, "DELETE", `?id=${id}`)).toMatchObject({
      status: 404,
      body: { error: API_KEY_MESSAGES.notFound },
    });
    expect((await call(anna, "DELETE", "?id=geen-uuid")).status).toBe(400);

    const revoked = await call(anna, "DELETE", `?id=${id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ id, revokedAt: expect.stringMatching(/^\d{4}-/) });
    const again = await call(anna, "DELETE", `?id=${id}`);
    expect(again.body).toEqual(revoked.body);

    const keys = (await call(anna, "GET")).body.keys as Array<Record<string, unknown>>;
    expect(keys.map((key) => [key.name, key.revokedAt === null])).toEqual([
      ["Website-koppeling", true],
      ["Tijdelijk", false],
    ]);
  });
});

describe("the active-key maximum", () => {
  it(`allows ${API_KEY_LIMITS.maxActiveKeys} active keys, then 409 until one is revoked`, async () => {
    const created = await Promise.all(
      Array.from({ length: API_KEY_LIMITS.maxActiveKeys }, (_, i) =>
        call(bram, "POST", "", { name: `Sleutel ${i + 1}` }),
      ),
    );
    expect(created.map((answer) => answer.status)).toEqual(
      Array(API_KEY_LIMITS.maxActiveKeys).fill(201),
    );
    expect(new Set(created.map((answer) => answer.body.prefix)).size).toBe(
      API_KEY_LIMITS.maxActiveKeys,
    );
    expect(await call(bram, "POST", "", { name: "Eén te veel" })).toMatchObject({
      status: 409,
      body: { error: API_KEY_MESSAGES.tooMany },
    });
    await call(bram, "DELETE", `?id=${created[0]!.body.id as string}`);
    expect((await call(bram, "POST", "", { name: "Vervanger" })).status).toBe(201);
  });
});
