import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadRequestSchema } from "../../supabase/functions/_shared/contract/leads";
import { withRole, type Emulator } from "../../emulator/index";
import { startTestEmulator } from "./emulator-support";
import { fetchFrom } from "./from-address";

/**
 * The `leads` function through the emulator, called like the site calls it: a plain fetch with the
 * anon key and no session. Each test connects from its own loopback address, because the rate
 * limit counts per address (the one the gateway sets from the socket).
 */
let emulator: Emulator;

beforeAll(async () => {
  emulator = await startTestEmulator({ port: 0, dbPort: 0, dataDir: null, log: () => {} });
}, 60_000);

afterAll(async () => {
  await emulator?.close();
});

async function post(body: unknown, ip: string, init: { raw?: string; method?: string } = {}) {
  const response = await fetchFrom(ip)(`${emulator.url}/functions/v1/leads`, {
    method: init.method ?? "POST",
    headers: {
      apikey: emulator.anonKey,
      Authorization: `Bearer ${emulator.anonKey}`,
      "Content-Type": "application/json",
    },
    body: init.method === "GET" ? undefined : (init.raw ?? JSON.stringify(body)),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface LeadRow {
  kind: string;
  email: string;
  first_name: string | null;
  subject: string | null;
  message: string | null;
  submission_count: number;
  first_seen_at: Date;
  last_seen_at: Date;
  ip_hash: string | null;
}

async function leadsFor(email: string): Promise<LeadRow[]> {
  const result = await emulator.db.query<LeadRow>(
    "select * from public.leads where email_key = lower($1) order by first_seen_at",
    [email],
  );
  return result.rows;
}

const contact = (email: string, message: string) => ({
  kind: "contact",
  firstName: "Sanne",
  lastName: "de Vries",
  email,
  subject: "Offerte",
  message,
});

describe("leads function", () => {
  it("stores a call-to-action lead without a session, with a salted hash instead of the address", async () => {
    const result = await post({ kind: "cta", email: "  sanne@bakkerij.nl " }, "127.0.113.1");
    expect(result).toEqual({ status: 200, body: { ok: true } });
    const rows = await leadsFor("sanne@bakkerij.nl");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "cta",
      email: "sanne@bakkerij.nl",
      submission_count: 1,
      message: null,
    });
    expect(rows[0].ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].ip_hash).not.toContain("127.0.113.1");
  });

  it("merges the same e-mail and kind within a day: count +1, last_seen_at, latest message", async () => {
    const email = "piet@kapper.nl";
    expect((await post(contact(email, "Eerste bericht"), "127.0.113.2")).status).toBe(200);
    const [first] = await leadsFor(email);
    expect((await post(contact("PIET@kapper.nl", "Tweede bericht"), "127.0.113.2")).status).toBe(
      200,
    );
    const rows = await leadsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "contact",
      submission_count: 2,
      message: "Tweede bericht",
    });
    expect(rows[0].last_seen_at.getTime()).toBeGreaterThan(first.last_seen_at.getTime());
    expect(rows[0].first_seen_at).toEqual(first.first_seen_at);

    // Another kind is another lead.
    expect((await post({ kind: "cta", email }, "127.0.113.2")).status).toBe(200);
    expect((await leadsFor(email)).map((row) => row.kind).sort()).toEqual(["contact", "cta"]);
  });

  it("starts a new lead when the earlier one is more than a day old", async () => {
    const email = "oud@voorbeeld.nl";
    await post({ kind: "cta", email }, "127.0.113.3");
    await emulator.db.query(
      "update public.leads set first_seen_at = now() - interval '25 hours' where email_key = $1",
      [email],
    );
    await post({ kind: "cta", email }, "127.0.113.3");
    expect((await leadsFor(email)).map((row) => row.submission_count)).toEqual([1, 1]);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const email = "bot@spam.example";
    const logged = async () =>
      (await emulator.db.query("select 1 from public.lead_submissions")).rows.length;
    const before = await logged();
    const result = await post(
      { kind: "cta", email, website: "https://spam.example" },
      "127.0.113.4",
    );
    expect(result).toEqual({ status: 200, body: { ok: true } });
    expect(await leadsFor(email)).toEqual([]);
    // Not even the rate-limit log has a trace of it.
    expect(await logged()).toBe(before);
  });

  it("answers the 6th submission from one address within 10 minutes with 429 { error }", async () => {
    const ip = "127.0.100.9";
    for (let i = 1; i <= 5; i += 1) {
      expect((await post({ kind: "cta", email: `lead${i}@voorbeeld.nl` }, ip)).status).toBe(200);
    }
    const sixth = await post({ kind: "cta", email: "lead6@voorbeeld.nl" }, ip);
    expect(sixth).toEqual({
      status: 429,
      body: {
        error: "Te veel aanvragen vanaf dit adres. Probeer het over een paar minuten opnieuw.",
      },
    });
    expect(await leadsFor("lead6@voorbeeld.nl")).toEqual([]);
    // Another address is not affected.
    expect((await post({ kind: "cta", email: "lead6@voorbeeld.nl" }, "127.0.100.10")).status).toBe(
      200,
    );
  });

  it.each([
    ["an empty body", ""],
    ["invalid JSON", "{"],
    ["an array", "[]"],
    ["an unknown kind", JSON.stringify({ kind: "newsletter", email: "a@b.nl" })],
    ["no e-mail", JSON.stringify({ kind: "cta" })],
    ["a malformed e-mail", JSON.stringify({ kind: "cta", email: "geen-adres" })],
    [
      "a 255-character e-mail",
      JSON.stringify({ kind: "cta", email: `${"a".repeat(246)}@bedrijf.nl` }),
    ],
    [
      "a contact form without a message",
      JSON.stringify({ ...contact("x@y.nl", " "), message: " " }),
    ],
    ["a 5001-character message", JSON.stringify(contact("x@y.nl", "a".repeat(5001)))],
    ["a number as e-mail", JSON.stringify({ kind: "cta", email: 42 })],
  ])("answers %s with 400 { error }", async (_label, raw) => {
    const result = await post(null, "127.0.2.50", { raw });
    expect(result.status).toBe(400);
    expect(typeof result.body.error).toBe("string");
    expect(Object.keys(result.body)).toEqual(["error"]);
  });

  it("accepts only POST (405 { error })", async () => {
    const result = await post(null, "127.0.2.51", { method: "GET" });
    expect(result.status).toBe(405);
    expect(result.body.error).toMatch(/POST/);
  });

  it("answers the browser's CORS preflight", async () => {
    const response = await fetch(`${emulator.url}/functions/v1/leads`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://127.0.0.1:4173",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "apikey, authorization, content-type",
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-headers")).toMatch(/apikey/);
  });
});

describe("leads tables are closed to the API roles", () => {
  const asUser = {
    role: "authenticated",
    claims: { sub: "00000000-0000-4000-8000-000000000001", aud: "authenticated" },
  } as const;

  it.each([
    ["anon", { role: "anon" } as const],
    ["authenticated", asUser],
  ])("%s cannot select, insert, update or delete leads or the rate-limit log", async (_, role) => {
    for (const statement of [
      "select * from public.leads",
      "insert into public.leads (kind, email, email_key) values ('cta', 'x@y.nl', 'x@y.nl')",
      "update public.leads set message = 'x'",
      "delete from public.leads",
      "select * from public.lead_submissions",
      "insert into public.lead_submissions (ip_hash) values ('x')",
    ]) {
      await expect(withRole(emulator.db, role, (tx) => tx.query(statement))).rejects.toThrow(
        /permission denied/,
      );
    }
  });

  it("has row level security on both tables", async () => {
    const result = await emulator.db.query<{ relname: string; relrowsecurity: boolean }>(
      "select relname, relrowsecurity from pg_class where relname in ('leads', 'lead_submissions') order by relname",
    );
    expect(result.rows).toEqual([
      { relname: "lead_submissions", relrowsecurity: true },
      { relname: "leads", relrowsecurity: true },
    ]);
  });
});

describe("the contract schema", () => {
  it("trims and accepts what the forms send", () => {
    expect(leadRequestSchema.parse({ kind: "cta", email: " a@b.nl " })).toEqual({
      kind: "cta",
      email: "a@b.nl",
    });
  });
});
