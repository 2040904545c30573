/**
 * `npm run bench:month-end [-- --customers N] [-- --large-every K]`: N customers (default 1,000)
 * whose month's work is due at once — each one's scan, which makes the report and queues the
 * content planning, which queues the first post — processed through `process-jobs` the way
 * pg_cron calls it hosted: one call with `{}` per minute. The emulator runs on PostgreSQL (a
 * database of its own on `EMULATOR_DATABASE_URL`'s server, default the local one that
 * `scripts/postgres-local.sh` starts; dropped at the end) with the functions in Deno workers and
 * the edge runtime's limits enforced (546 WORKER_LIMIT). The customers' websites are the
 * emulator's sample sites on loopback: every K-th customer (default 10) the large one (50 pages of
 * 100–500 KB), the others the bakery (6 pages); plans rotate Basic, Pro, Ultimate, Power.
 *
 * Time is simulated honestly: the calls run back to back, and each counts as
 * max(1 minute, its own duration) — a call that takes longer than a minute delays the next one
 * here, where pg_cron would start it beside the first (so this errs slow). Waiting for a lease or
 * a retry's back-off sleeps for real. Prints one table and the assumptions. Not part of any test
 * suite: it takes minutes for 100 customers.
 */
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { startEmulator, type Emulator, type UsageRecord } from "../emulator/index.ts";
import { LARGE_SITE } from "../emulator/sample-site/large-site.ts";
import { startSampleSite, type SampleSite } from "../emulator/sample-site/sample-site.ts";
import { formatMarkdownTable } from "./bench-support";
import { onboard, signUp, subscribe } from "./bench-customer.ts";
import {
  percentile,
  simulatedClock,
  type Tick,
  summariseWaits,
  type JobStart,
} from "./month-end-clock.ts";

const PLANS = ["price_basic", "price_pro", "price_ultimate", "price_power"] as const;
const TICK_MS = 60_000;
/** Queued work due further ahead than this is next month's (the next scan, later posts). */
const HORIZON_MS = 10 * 60_000;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a whole number ≥ 1`);
  return value;
}

function databaseUrls(): { server: string; bench: string; name: string } {
  const server = new URL(
    process.env.EMULATOR_DATABASE_URL ?? "postgresql://postgres:postgres@127.0.0.1:5432/postgres",
  );
  const name = `vindbaar_bench_month_end_${process.pid}`;
  const bench = new URL(server);
  bench.pathname = `/${name}`;
  return { server: server.href, bench: bench.href, name };
}

/**
 * Records every claim of a job (queued → running) with when it became due: the wait the table
 * reports. A trigger in the benchmark's own database, not part of the product.
 */
async function recordJobStarts(sql: postgres.Sql): Promise<void> {
  await sql.unsafe(`
    create schema if not exists bench;
    create table bench.job_starts (
      job_id uuid not null, kind text not null, attempt integer not null,
      due_at timestamptz not null, started_at timestamptz not null);
    create function bench.record_start() returns trigger language plpgsql as $$
    begin
      if new.status = 'running' and old.status = 'queued' then
        insert into bench.job_starts values
          (new.id, new.kind, new.attempts, greatest(old.updated_at, old.run_at), now());
      end if;
      return new;
    end $$;
    create trigger record_start after update on public.jobs
      for each row execute function bench.record_start();`);
}

async function setUpCustomers(
  emulator: Emulator,
  sites: { bakery: SampleSite; large: SampleSite },
  count: number,
  largeEvery: number,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const customer = await signUp(emulator, `maand-${index}-${process.pid}@vindbaar.test`);
      await subscribe(emulator, customer, PLANS[index % PLANS.length]!);
      const site = index % largeEvery === largeEvery - 1 ? sites.large : sites.bakery;
      await onboard(emulator, customer, `${site.origin}/`);
      if ((index + 1) % 100 === 0) console.error(`  ${index + 1} customers set up`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

async function tick(emulator: Emulator): Promise<{ status: number; processed: number }> {
  const response = await fetch(`${emulator.url}/functions/v1/process-jobs`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${emulator.serviceRoleKey}`,
      "Content-Type": "application/json",
    },
    body: "{}",
  });
  const body = (await response.json().catch(() => ({}))) as { processed?: number };
  return { status: response.status, processed: body.processed ?? 0 };
}

/** How long until work is due again (a lease to run out, a back-off), null when none is near. */
async function nextDueInMs(sql: postgres.Sql): Promise<number | null> {
  const [row] = await sql<{ ms: number | null }[]>`
    select extract(epoch from min(due) - now()) * 1000 as ms from (
      select run_at as due from public.jobs where status = 'queued'
      union all select locked_until from public.jobs where status = 'running') as pending`;
  const ms = row?.ms === null || row?.ms === undefined ? null : Number(row.ms);
  return ms === null || ms > HORIZON_MS ? null : Math.max(0, ms);
}

async function runTicks(
  emulator: Emulator,
  sql: postgres.Sql,
): Promise<{ ticks: Tick[]; usage: UsageRecord[]; statuses: Map<number, number> }> {
  const ticks: Tick[] = [];
  const usage: UsageRecord[] = [];
  const statuses = new Map<number, number>();
  for (let guard = 0; guard < 100_000; guard++) {
    const wallStart = Date.now();
    const answer = await tick(emulator);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const record = emulator.functions
      .usage()
      .filter((entry) => entry.name === "process-jobs")
      .at(-1);
    if (record) usage.push(record);
    if (answer.processed === 0 && answer.status === 200) {
      const wait = await nextDueInMs(sql);
      if (wait === null) {
        ticks.push({ wallStart, wallEnd: Date.now() });
        break;
      }
      // Nothing due yet but soon (a lease or a back-off): the next ticks would find it then.
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait + 250, HORIZON_MS)));
    }
    ticks.push({ wallStart, wallEnd: Date.now() });
    if (guard % 50 === 49) console.error(`  ${guard + 1} ticks`);
  }
  return { ticks, usage, statuses };
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const fixed = (value: number) => value.toFixed(0);

async function main() {
  const customers = argument("customers", 1_000);
  const largeEvery = argument("large-every", 10);
  const urls = databaseUrls();
  const load = [loadavg()];
  const [bakery, large] = await Promise.all([startSampleSite(0), startSampleSite(0, LARGE_SITE)]);
  const emulator = await startEmulator({
    port: 0,
    dbPort: 0,
    databaseUrl: urls.bench,
    autoconfirm: true,
    bcryptCost: 4,
    pagespeed: false,
    jobsIntervalMs: 0,
    functionsRuntime: "deno",
    functionLimits: "enforce",
    analyzerAllow: [bakery.host, large.host],
    signInSignUpsPer5Min: 1_000_000,
    log: (line) => {
      if (line.includes("went over") || line.includes("WORKER")) console.error(line);
    },
  });
  const sql = postgres(urls.bench, { max: 2, prepare: false, onnotice: () => {} });
  try {
    await recordJobStarts(sql);
    console.error(`Setting up ${customers} customers …`);
    const setupStarted = performance.now();
    await setUpCustomers(emulator, { bakery, large }, customers, largeEvery);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    // Period end: the month's work was queued before the first tick, which is minute 0.
    console.error("Running process-jobs ticks …");
    load.push(loadavg());
    const { ticks, usage, statuses } = await runTicks(emulator, sql);
    load.push(loadavg());

    const clock = simulatedClock(ticks, TICK_MS);
    const starts = await sql<JobStart[]>`
      select kind, attempt, extract(epoch from due_at) * 1000 as "dueAt",
             extract(epoch from started_at) * 1000 as "startedAt"
      from bench.job_starts`;
    const waits = summariseWaits(
      starts.map((start) => ({
        ...start,
        dueAt: Number(start.dueAt),
        startedAt: Number(start.startedAt),
      })),
      clock,
    );
    const outcomes = await sql<{ kind: string; status: string; count: number; error: string }[]>`
      select kind, status, count(*)::int as count,
             coalesce(left(max(last_error), 80), '') as error
      from public.jobs where status in ('done', 'failed') or (status = 'queued' and attempts > 0)
      group by kind, status order by kind, status`;
    // A call stopped at a limit (546) loses its jobs' attempts: the next runner takes them over.
    const again = await sql<{ kind: string; count: number }[]>`
      select kind, count(*)::int as count from bench.job_starts where attempt > 1
      group by kind order by kind`;
    const finished = outcomes
      .filter((row) => row.status === "done" || row.status === "failed")
      .reduce((sum, row) => sum + row.count, 0);
    const minutes = clock.totalMs / TICK_MS;

    console.log(
      `## Month end: ${customers} customers, process-jobs once per simulated minute (Deno, PostgreSQL, limits enforced)\n`,
    );
    const cpu = usage.map((entry) => entry.cpuMs);
    const memory = usage.map((entry) => mb(entry.memoryBytes));
    const rows: string[][] = [
      ["customers (every " + largeEvery + "th on the 50-page site)", String(customers)],
      ["process-jobs calls (ticks)", String(ticks.length)],
      ["answers", [...statuses].map(([status, n]) => `${n} × ${status}`).join(", ")],
      ["simulated time", `${minutes.toFixed(0)} min (wall ${fixed(clock.wallMs / 1000)} s)`],
      ["jobs finished", String(finished)],
      ["jobs per minute", (finished / minutes).toFixed(1)],
      ...waits.map((wait) => [
        `wait due → started, ${wait.kind} (${wait.count})`,
        `p50 ${wait.p50.toFixed(1)} min, p95 ${wait.p95.toFixed(1)} min, max ${wait.max.toFixed(1)} min`,
      ]),
      [
        "CPU ms per call",
        `p50 ${fixed(percentile(cpu, 50))}, p95 ${fixed(percentile(cpu, 95))}, max ${fixed(Math.max(...cpu))}`,
      ],
      [
        "memory MB per call",
        `p50 ${fixed(percentile(memory, 50))}, p95 ${fixed(percentile(memory, 95))}, max ${fixed(Math.max(...memory))}`,
      ],
      ["calls over a limit", String(usage.filter((entry) => entry.over.length > 0).length)],
      ...again.map((row) => [
        `jobs ${row.kind} started again (taken over or retried)`,
        String(row.count),
      ]),
      ...outcomes.map((row) => [
        `jobs ${row.kind} ${row.status === "queued" ? "retrying" : row.status}`,
        `${row.count}${row.status === "done" ? "" : ` (${row.error || "–"})`}`,
      ]),
    ];
    console.log(formatMarkdownTable(["figure", "value"], rows).join("\n"));
    const perMinute = customers / minutes;
    console.log(
      `\nOne tick per minute served ${perMinute.toFixed(1)} customers a minute here: ${fixed(perMinute * 60 * 24)} customers whose month ends on the same day, ${fixed(perMinute * 60 * 24 * 30)} a month with period ends spread evenly over 30 days — assuming the work per customer above (a scan of 6 or 50 pages, the report, the planning, the first post; Search Console imports and later posts not counted) and one call per minute, never two at once.`,
    );
    console.log(
      `Setup (sign-up, checkout, onboarding; not measured above): ${setupSeconds.toFixed(0)} s. Load average (1/5/15 min) at start ${load[0]!.map((v) => v.toFixed(2)).join(" / ")}, before the ticks ${load[1]!.map((v) => v.toFixed(2)).join(" / ")}, at the end ${load[2]!.map((v) => v.toFixed(2)).join(" / ")} on ${cpus().length} cores.`,
    );
  } finally {
    await sql.end();
    await emulator.close();
    await Promise.all([bakery.close(), large.close()]);
    const server = postgres(urls.server, { max: 1, onnotice: () => {} });
    await server.unsafe(`drop database if exists ${urls.name} with (force)`);
    await server.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
