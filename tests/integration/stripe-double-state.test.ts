import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { withRole, type ApiRole, type Emulator } from "../../emulator/index.ts";
import { startTestEmulator, testEmulatorOptions } from "./emulator-support.ts";
import { stripeClient } from "./stripe-double-support.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const dataDir = mkdtempSync(join(tmpdir(), "stripe-double-state-"));
let emulator: Emulator | undefined;

afterAll(async () => {
  await emulator?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("Stripe double: state", () => {
  it("survives a restart with a data dir and seeds nothing twice", async () => {
    emulator = await startTestEmulator(testEmulatorOptions({ dataDir }));
    const first = stripeClient(emulator);
    const customer = await first.customers.create({
      email: "blijft@example.com",
      metadata: { supabase_user_id: "u-1" },
    });
    const pricesBefore = await first.prices.list({ limit: 100 });
    // A request that was running when the emulator stopped (its key still claimed).
    await emulator.db.query(
      `insert into stripe_emulator.idempotency_keys (key, path, status, body, created)
       values ('cut-off-key', '/v1/customers', 0, 'null'::jsonb, 0)`,
    );
    await emulator.close();

    emulator = await startTestEmulator(testEmulatorOptions({ dataDir }));
    const second = stripeClient(emulator);
    const again = await second.customers.retrieve(customer.id);
    expect(again).toMatchObject({ id: customer.id, email: "blijft@example.com" });
    const pricesAfter = await second.prices.list({ limit: 100 });
    expect(pricesAfter.data.map((p) => p.id)).toEqual(pricesBefore.data.map((p) => p.id));
    expect(pricesAfter.data).toHaveLength(4);
    expect((await second.promotionCodes.list({ code: "COMEBACK50" })).data).toHaveLength(1);
    const endpoints = await second.webhookEndpoints.list();
    expect(endpoints.data.map((e) => e.url)).toEqual([
      `${emulator.url}/functions/v1/stripe-webhook`,
    ]);
    const events = await second.events.list({ type: "customer.created" });
    expect(events.data.map((e) => (e.data.object as { id: string }).id)).toEqual([customer.id]);
    // Its key is free again: the retry runs instead of getting 409 for ever.
    const retried = await second.customers.create(
      { email: "opnieuw@example.com" },
      { idempotencyKey: "cut-off-key" },
    );
    expect(retried.email).toBe("opnieuw@example.com");
  });

  it("hides the stripe_emulator schema from the app's roles", async () => {
    expect(emulator).toBeDefined();
    const db = emulator!.db;
    const rows = await db.query<{ n: number }>(
      "select count(*)::int as n from stripe_emulator.objects",
    );
    expect(rows.rows[0].n).toBeGreaterThan(0);
    for (const role of ["anon", "authenticated", "service_role"] as ApiRole[]) {
      await expect(
        withRole(db, { role, claims: { sub: "00000000-0000-0000-0000-000000000000" } }, (tx) =>
          tx.query("select id from stripe_emulator.objects limit 1"),
        ),
      ).rejects.toThrow(/permission denied for schema stripe_emulator/);
    }
  });
});
