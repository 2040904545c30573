/**
 * `npm run bench:gsc`: the Search Console import of 16 months for a property with 5,000 queries
 * (the Google double's long tail set to 5,000), through the real path: a customer connects at the
 * double's consent page, chooses the property, and the queued `search-console-import` jobs run
 * one by one until the backfill is done. Per job run (one 30-day chunk): wall time, rows stored,
 * CPU and peak memory. The emulator runs in this process, so CPU and memory include the double
 * generating Google's answers: an upper bound for the job alone. Prints markdown tables.
 */
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { startEmulator, type Emulator } from "../emulator/index.ts";
import { answerConsent } from "../emulator/google/consent-client.ts";
import { claimDueJobs } from "../supabase/functions/_shared/jobs/claim.ts";
import { runClaimedJob } from "../supabase/functions/_shared/jobs/run-job.ts";
import { DEFAULT_LEASE } from "../supabase/functions/_shared/jobs/timing.ts";
import { searchConsoleImportJob } from "../supabase/functions/_shared/search-console/import-job.ts";
import { SEARCH_CONSOLE_IMPORT_KIND } from "../supabase/functions/_shared/search-console/queue-import.ts";
import { formatMarkdownTable } from "./bench-support";

const QUERIES = Number(process.env.BENCH_GSC_QUERIES ?? 5000);
const WEBSITE = "https://www.bakkerij-bench.nl";
const PROPERTY = `${WEBSITE}/`;
const EMAIL = "bench-gsc@vindbaar.test";

async function signUp(emulator: Emulator): Promise<{ id: string; token: string }> {
  const response = await fetch(`${emulator.url}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: emulator.anonKey, "Content-Type": "application/json" },
    body: JSON.stringify({ email: EMAIL, password: "geheim-wachtwoord-1" }),
  });
  const body = (await response.json()) as { access_token?: string; user?: { id: string } };
  if (!body.access_token || !body.user) throw new Error(`signup answered ${response.status}`);
  return { id: body.user.id, token: body.access_token };
}

async function callFunction(emulator: Emulator, token: string, path: string, body: unknown) {
  const response = await fetch(`${emulator.url}/functions/v1/${path}`, {
    method: "POST",
    headers: {
      apikey: emulator.anonKey,
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
      Origin: "http://localhost:5173",
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** 'Koppel Google Search Console' → 'Toestaan' → the property chosen (which queues the import). */
async function connect(emulator: Emulator, userId: string, token: string) {
  await emulator.db.query(
    `insert into public.business_profiles (user_id, business_name, website_url, sector, region, keywords, tone)
     values ($1, 'Bakkerij Bench', $2, 'bakkerij', 'Utrecht', array['desembrood','taart','brood'], 'informal')`,
    [userId, WEBSITE],
  );
  emulator.google.setAccount(EMAIL, { siteUrl: WEBSITE, queryCount: QUERIES });
  const { url } = (await callFunction(emulator, token, "search-console/start", {})) as {
    url: string;
  };
  const back = await answerConsent(url, "allow");
  await callFunction(emulator, token, "search-console/callback", {
    state: back.searchParams.get("state"),
    code: back.searchParams.get("code"),
  });
  await callFunction(emulator, token, "search-console/property", { siteUrl: PROPERTY });
}

/** Only the import runs here (the property choice queues nothing else). */
const HANDLERS = { [SEARCH_CONSOLE_IMPORT_KIND]: searchConsoleImportJob };

interface RunRow {
  window: string;
  ms: number;
  cpuMs: number;
  peakMb: number;
  rows: number;
}

async function runImportJobs(sql: postgres.Sql): Promise<RunRow[]> {
  const runs: RunRow[] = [];
  for (;;) {
    const [job] = await claimDueJobs(sql, { limit: 1, workerId: "bench" });
    if (!job) return runs;
    global.gc?.();
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const outcome = await runClaimedJob(sql, job, {
      handlers: HANDLERS,
      workerId: "bench",
      lease: DEFAULT_LEASE,
    });
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const [row] = await sql<
      { result: Record<string, unknown> | null; last_error: string | null }[]
    >`
      select result, last_error from public.jobs where id = ${job.id}`;
    if (outcome !== "succeeded") throw new Error(`import failed: ${row?.last_error}`);
    const result = row?.result ?? {};
    if (typeof result.from !== "string") continue;
    runs.push({
      window: `${result.from} – ${result.to}`,
      ms,
      cpuMs: (used.user + used.system) / 1000,
      peakMb: peak / 1024 / 1024,
      rows: Number(result.days) + Number(result.queries) + Number(result.pages),
    });
  }
}

async function main() {
  const emulator = await startEmulator({
    port: 0,
    dbPort: 0,
    dataDir: null,
    autoconfirm: true,
    log: () => {},
  });
  const sql = postgres(emulator.dbUrl, { max: 2, prepare: false, onnotice: () => {} });
  try {
    const user = await signUp(emulator);
    await connect(emulator, user.id, user.token);
    const started = performance.now();
    const runs = await runImportJobs(sql);
    const seconds = (performance.now() - started) / 1000;
    const [stored] = await sql<{ days: number; queries: number; pages: number }[]>`
      select (select count(*)::int from public.search_console_daily where user_id = ${user.id}) as days,
             (select count(*)::int from public.search_console_query_days where user_id = ${user.id}) as queries,
             (select count(*)::int from public.search_console_page_days where user_id = ${user.id}) as pages`;
    const fmt = (value: number) => value.toFixed(0);
    console.log(`## Search Console import: 16 months, ${QUERIES} queries, ${PROPERTY}\n`);
    console.log(
      formatMarkdownTable(
        ["job run (30-day chunk)", "time ms", "CPU ms", "peak RSS MB", "rows stored"],
        runs.map((run) => [
          run.window,
          fmt(run.ms),
          fmt(run.cpuMs),
          fmt(run.peakMb),
          String(run.rows),
        ]),
      ).join("\n"),
    );
    const max = (pick: (run: RunRow) => number) => Math.max(...runs.map(pick));
    console.log("\n");
    console.log(
      formatMarkdownTable(
        [
          "total time",
          "job runs",
          "days",
          "query rows",
          "page rows",
          "max time/run",
          "max CPU/run",
          "peak RSS",
        ],
        [
          [
            `${seconds.toFixed(1)} s`,
            String(runs.length),
            String(stored!.days),
            String(stored!.queries),
            String(stored!.pages),
            `${fmt(max((run) => run.ms))} ms`,
            `${fmt(max((run) => run.cpuMs))} ms`,
            `${fmt(max((run) => run.peakMb))} MB`,
          ],
        ],
      ).join("\n"),
    );
  } finally {
    await sql.end();
    await emulator.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
