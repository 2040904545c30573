import postgres from "postgres";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { withRole } from "../../emulator/index";
import {
  SEARCH_CONSOLE_IMPORT_LIMITS,
  SEARCH_CONSOLE_MESSAGES,
} from "../../supabase/functions/_shared/contract/search-console.ts";
import { decryptSecret } from "../../supabase/functions/_shared/secrets/secret-box.ts";
import {
  addDays,
  historyStart,
  pacificToday,
} from "../../supabase/functions/_shared/search-console/import-window.ts";
import { storeImportBatch } from "../../supabase/functions/_shared/search-console/import-store.ts";
import { signUpCustomer, type Customer } from "./billing-support.ts";
import { useEmulator } from "./emulator-support.ts";
import {
  answerConsent,
  apiRows as apiRowsFor,
  callbackBody,
  callSearchConsole,
  connectWithProperty,
  giveProfile,
  runImports as runImportsFor,
  type ApiMetric,
  type ApiRow,
} from "./search-console-support.ts";

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

/**
 * The Search Console import end to end: a customer connects through the double's consent page
 * and chooses a property, the queued `search-console-import` jobs backfill 16 months through the
 * process-jobs function, and the stored figures are compared with what the double's real API
 * answers for the same property and period.
 */
const emulator = useEmulator({ autoconfirm: true });

type Metric = ApiMetric;

const runImports = () => runImportsFor(emulator());
const apiRows = (email: string, siteUrl: string, body: Record<string, unknown>) =>
  apiRowsFor(emulator(), email, siteUrl, body);

/** Google's row grouped by date as the daily table stores it. */
function asDailyRow(row: ApiRow) {
  const { clicks, impressions, ctr, position } = row;
  return { day: row.keys[0], clicks, impressions, ctr, position };
}

async function storedDaily(userId: string) {
  const { rows } = await emulator().db.query<Metric & { day: string }>(
    `select day::text as day, clicks, impressions, ctr, position from public.search_console_daily
     where user_id = $1 order by day`,
    [userId],
  );
  return rows;
}

async function importState(userId: string) {
  const { rows } = await emulator().db.query<{
    next_from: string | null;
    backfill_completed_at: Date | null;
    last_import_at: Date | null;
    last_error: string | null;
  }>(
    `select next_from::text as next_from, backfill_completed_at, last_import_at, last_error
     from public.search_console_import_state where user_id = $1`,
    [userId],
  );
  return rows[0];
}

async function queuedImports(userId: string) {
  const { rows } = await emulator().db.query<{ run_at: Date }>(
    `select run_at from public.jobs
     where user_id = $1 and kind = 'search-console-import' and status = 'queued'`,
    [userId],
  );
  return rows;
}

const SITE = "https://www.bakkerij-import-e2e.nl/";
let anna: Customer;
beforeAll(async () => {
  anna = await signUpCustomer(emulator(), "gsc-import");
  await giveProfile(emulator(), anna, "https://www.bakkerij-import-e2e.nl");
  await connectWithProperty(anna, SITE);
  await runImports();
});

describe("the first import", () => {
  it("backfills 16 months in chunks; the daily totals equal Google's for the same period", async () => {
    const today = pacificToday(new Date());
    const from = historyStart(today);
    const to = addDays(today, -1);
    const google = await apiRows(anna.email, SITE, {
      startDate: from,
      endDate: to,
      dimensions: ["date"],
    });
    expect(google.length).toBeGreaterThan(450);
    const stored = await storedDaily(anna.id);
    expect(stored).toEqual(google.map(asDailyRow));

    const state = await importState(anna.id);
    expect(state?.backfill_completed_at).not.toBeNull();
    expect(state?.last_error).toBeNull();
    // Caught up: tomorrow's daily run is queued, once.
    const queued = await queuedImports(anna.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.run_at.getTime()).toBeGreaterThan(Date.now());
    const { rows: runs } = await emulator().db.query<{ count: string }>(
      `select count(*)::text as count from public.jobs
       where user_id = $1 and kind = 'search-console-import' and status = 'done'`,
      [anna.id],
    );
    expect(Number(runs[0]!.count)).toBeGreaterThanOrEqual(16);
  });

  it("keeps each day's top 500 queries and pages with Google's figures", async () => {
    const day = addDays(pacificToday(new Date()), -10);
    for (const [dimension, table, column] of [
      ["query", "search_console_query_days", "query"],
      ["page", "search_console_page_days", "page"],
    ] as const) {
      const google = await apiRows(anna.email, SITE, {
        startDate: day,
        endDate: day,
        dimensions: [dimension],
        rowLimit: 25_000,
      });
      const { rows } = await emulator().db.query<Metric & { key: string }>(
        `select ${column} as key, clicks, impressions, ctr, position from public.${table}
         where user_id = $1 and day = $2 order by clicks desc, impressions desc`,
        [anna.id, day],
      );
      expect(rows.length).toBe(Math.min(google.length, SEARCH_CONSOLE_IMPORT_LIMITS.topRowsPerDay));
      const byKey = new Map(google.map((row) => [row.keys[0], row]));
      for (const row of rows) {
        const answer = byKey.get(row.key)!;
        expect(row).toEqual({
          key: row.key,
          clicks: answer.clicks,
          impressions: answer.impressions,
          ctr: answer.ctr,
          position: answer.position,
        });
      }
      // Nothing better than the stored rows was left out.
      const weakest = rows.at(-1)!;
      const storedKeys = new Set(rows.map((row) => row.key));
      const missedBetter = google.filter(
        (row) => !storedKeys.has(row.keys[0]!) && row.clicks > weakest.clicks,
      );
      expect(missedBetter).toEqual([]);
    }
  });
});

describe("re-importing", () => {
  it("replaces the days it fetches again: no duplicates, the same figures", async () => {
    const before = await storedDaily(anna.id);
    const { rows: queryCount } = await emulator().db.query<{ count: string }>(
      "select count(*)::text as count from public.search_console_query_days where user_id = $1",
      [anna.id],
    );
    const importedAt = (await importState(anna.id))!.last_import_at!;
    // Back 40 days: the next run fetches those days again (as after a missed week).
    await emulator().db.query(
      `update public.search_console_import_state set next_from = $2 where user_id = $1`,
      [anna.id, addDays(pacificToday(new Date()), -40)],
    );
    await emulator().db.query(
      `update public.jobs set run_at = now() where user_id = $1 and kind = 'search-console-import' and status = 'queued'`,
      [anna.id],
    );
    expect(await runImports()).toBeGreaterThanOrEqual(2);
    expect(await storedDaily(anna.id)).toEqual(before);
    const { rows: again } = await emulator().db.query<{ count: string }>(
      "select count(*)::text as count from public.search_console_query_days where user_id = $1",
      [anna.id],
    );
    expect(again).toEqual(queryCount);
    const state = await importState(anna.id);
    expect(state?.last_error).toBeNull();
    expect(state!.last_import_at!.getTime()).toBeGreaterThan(importedAt.getTime());
    const queued = await queuedImports(anna.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.run_at.getTime()).toBeGreaterThan(Date.now());
  });
});

describe("choosing another property", () => {
  it("drops the other property's rows at once and imports the new one from scratch", async () => {
    const erik = await signUpCustomer(emulator(), "gsc-import-wissel");
    await giveProfile(emulator(), erik, "https://www.erik-import-e2e.nl");
    await connectWithProperty(erik, "https://www.erik-import-e2e.nl/");
    await runImports();
    expect((await storedDaily(erik.id)).length).toBeGreaterThan(450);

    const domain = "sc-domain:erik-import-e2e.nl";
    const chosen = await callSearchConsole(erik, "property", { siteUrl: domain });
    expect(chosen.body).toMatchObject({
      status: "connected",
      property: domain,
      import: { lastImportAt: null, lastError: null, backfillComplete: false, backfillPercent: 0 },
    });
    expect(await storedDaily(erik.id)).toEqual([]);

    await runImports();
    const today = pacificToday(new Date());
    const google = await apiRows(erik.email, domain, {
      startDate: historyStart(today),
      endDate: addDays(today, -1),
      dimensions: ["date"],
    });
    expect(await storedDaily(erik.id)).toEqual(google.map(asDailyRow));
    expect((await callSearchConsole(erik, "")).body).toMatchObject({
      import: { lastError: null, backfillComplete: true, backfillPercent: 100 },
    });

    // A run that was still fetching the old property when the choice came stores nothing.
    const before = await storedDaily(erik.id);
    const sql = postgres(emulator().dbUrl, { max: 1, prepare: false, onnotice: () => {} });
    try {
      const day = addDays(today, -5);
      const stale = { day, clicks: 999, impressions: 9999, ctr: 0.1, position: 1 };
      const batch = {
        propertyUrl: "https://www.erik-import-e2e.nl/",
        startDate: day,
        endDate: day,
        totals: [stale],
        queries: [],
        pages: [],
      };
      expect(await storeImportBatch(sql, erik.id, batch, day, true)).toBe(false);
    } finally {
      await sql.end();
    }
    expect(await storedDaily(erik.id)).toEqual(before);
  });
});

describe("who can read the imported rows", () => {
  it("lets the owner read them and another customer nothing", async () => {
    const bram = await signUpCustomer(emulator(), "gsc-import-ander");
    for (const table of [
      "search_console_daily",
      "search_console_query_days",
      "search_console_page_days",
      "search_console_import_state",
    ]) {
      const own = await withRole(
        emulator().db,
        { role: "authenticated", claims: { sub: anna.id } },
        (tx) => tx.query(`select count(*)::int as n from public.${table}`),
      );
      expect((own.rows[0] as { n: number }).n).toBeGreaterThan(0);
      const other = await withRole(
        emulator().db,
        { role: "authenticated", claims: { sub: bram.id } },
        (tx) => tx.query(`select count(*)::int as n from public.${table}`),
      );
      expect(other.rows).toEqual([{ n: 0 }]);
      await expect(
        withRole(emulator().db, { role: "authenticated", claims: { sub: anna.id } }, (tx) =>
          tx.query(`delete from public.${table} where user_id = '${anna.id}'`),
        ),
      ).rejects.toThrow(/permission denied/);
    }
  });
});

describe("failures", () => {
  it("shows a revoked grant as the last import error and marks the connection broken", async () => {
    const carla = await signUpCustomer(emulator(), "gsc-import-revoke");
    await giveProfile(emulator(), carla, "https://carla-import-e2e.nl");
    await connectWithProperty(carla, "https://carla-import-e2e.nl/");
    const { rows } = await emulator().db.query<{ refresh_token_encrypted: string }>(
      "select refresh_token_encrypted from public.search_console_connections where user_id = $1",
      [carla.id],
    );
    const refreshToken = await decryptSecret(rows[0]!.refresh_token_encrypted, {
      context: carla.id,
      env: (name) => (name === "SUPABASE_URL" ? emulator().url : undefined),
    });
    await fetch(`${emulator().url}/google/revoke`, {
      method: "POST",
      body: new URLSearchParams({ token: refreshToken }),
    });
    await runImports();
    expect(await importState(carla.id)).toMatchObject({
      last_error: SEARCH_CONSOLE_MESSAGES.broken,
      last_import_at: null,
    });
    expect((await callSearchConsole(carla, "")).body).toMatchObject({ status: "broken" });
    expect(await queuedImports(carla.id)).toEqual([]);

    // 'Opnieuw koppelen' keeps the property and resumes the import.
    const start = await callSearchConsole(carla, "start");
    const back = await answerConsent(start.body.url as string, "allow");
    expect((await callSearchConsole(carla, "callback", callbackBody(back))).body).toMatchObject({
      status: "connected",
      property: "https://carla-import-e2e.nl/",
    });
    expect(await queuedImports(carla.id)).toHaveLength(1);
    await runImports();
    expect((await callSearchConsole(carla, "")).body).toMatchObject({
      status: "connected",
      import: { lastError: null, backfillComplete: true },
    });
  });

  it("reports a property the Google account lost, and retries later", async () => {
    const dirk = await signUpCustomer(emulator(), "gsc-import-kwijt");
    await giveProfile(emulator(), dirk, "https://dirk-import-e2e.nl");
    await connectWithProperty(dirk, "https://dirk-import-e2e.nl/");
    emulator().google.setAccount(dirk.email, { siteUrl: "https://iets-anders-e2e.nl" });
    await runImports();
    expect(await importState(dirk.id)).toMatchObject({
      last_error: SEARCH_CONSOLE_MESSAGES.propertyAccessLost,
    });
    const state = await callSearchConsole(dirk, "");
    expect(state.body).toMatchObject({
      status: "connected",
      import: { lastError: SEARCH_CONSOLE_MESSAGES.propertyAccessLost },
    });
    const { rows } = await emulator().db.query<{ status: string; attempts: number }>(
      "select status, attempts from public.jobs where user_id = $1 and kind = 'search-console-import'",
      [dirk.id],
    );
    expect(rows).toEqual([{ status: "queued", attempts: 1 }]);
  });
});

describe("'Ontkoppelen' with deletion", () => {
  it("removes every imported row and the import state", async () => {
    const tables = [
      "search_console_daily",
      "search_console_query_days",
      "search_console_page_days",
      "search_console_import_state",
    ];
    const count = async () => {
      const counts: number[] = [];
      for (const table of tables) {
        const { rows } = await emulator().db.query<{ n: number }>(
          `select count(*)::int as n from public.${table} where user_id = $1`,
          [anna.id],
        );
        counts.push(rows[0]!.n);
      }
      return counts;
    };
    expect((await count()).every((n) => n > 0)).toBe(true);
    expect(await callSearchConsole(anna, "disconnect", { deleteData: true })).toEqual({
      status: 200,
      body: { status: "not_connected" },
    });
    expect(await count()).toEqual([0, 0, 0, 0]);
    // The queued daily run finds no connection and ends the series.
    await emulator().db.query(
      `update public.jobs set run_at = now() where user_id = $1 and status = 'queued'`,
      [anna.id],
    );
    await runImports();
    expect(await queuedImports(anna.id)).toEqual([]);
    expect(await count()).toEqual([0, 0, 0, 0]);
  });
});
