/**
 * `npm run bench:edge-limits`: CPU time and memory of every job kind and every heavy function
 * call, measured the way the edge runtime counts them (the emulator's Deno workers, one request
 * each, `emulator.functions.usage()`), for one Power customer whose website is the large sample
 * site (50 pages of 100–500 KB, emulator/sample-site/large-site.ts): the first scan and its
 * report, content planning, the first post, the Search Console import, the report list and page,
 * the PDF download, the analyzer on the largest page. process-jobs is called with `maxJobs: 1`,
 * so each row is one job; a scan split over invocations shows one row per part.
 * Prints one markdown table and the load average; `EMULATOR_DATABASE_URL` runs it on that server.
 */
import { cpus, loadavg } from "node:os";
import { startEmulator, type Emulator, type UsageRecord } from "../emulator/index.ts";
import { LARGE_SITE, largeSiteTargetBytes } from "../emulator/sample-site/large-site.ts";
import { startSampleSite } from "../emulator/sample-site/sample-site.ts";
import { formatMarkdownTable } from "./bench-support";
import {
  callFunction,
  connectSearchConsole,
  onboard,
  signUp,
  subscribe,
  type BenchCustomer,
} from "./bench-customer.ts";

interface Row {
  what: string;
  usage: UsageRecord[];
}

/** Runs `call` and returns the usage records of the Deno requests it made. */
async function measured(emulator: Emulator, call: () => Promise<unknown>): Promise<UsageRecord[]> {
  const before = emulator.functions.usage().length;
  await call();
  return emulator.functions.usage().slice(before);
}

async function nextDueJob(emulator: Emulator): Promise<string | null> {
  const { rows } = await emulator.db.query<{ kind: string; part: number | null }>(
    `select kind, (payload -> 'continuation' ->> 'part')::int as part from public.jobs
     where status = 'queued' and run_at <= now() order by run_at limit 1`,
  );
  const job = rows[0];
  if (!job) return null;
  return job.part ? `${job.kind} (part ${job.part + 1})` : job.kind;
}

async function processOneJob(emulator: Emulator): Promise<Record<string, number>> {
  const response = await fetch(`${emulator.url}/functions/v1/process-jobs`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${emulator.serviceRoleKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ maxJobs: 1 }),
  });
  if (!response.ok) throw new Error(`process-jobs answered ${response.status}`);
  return (await response.json()) as Record<string, number>;
}

/** Every due job, one invocation each, labelled by kind. */
async function runJobs(emulator: Emulator, rows: Row[]): Promise<void> {
  for (let guard = 0; guard < 200; guard++) {
    const kind = await nextDueJob(emulator);
    if (!kind) return;
    let summary: Record<string, number> = {};
    const usage = await measured(emulator, async () => (summary = await processOneJob(emulator)));
    if (summary.failed || summary.retried) {
      const { rows: errors } = await emulator.db.query<{ last_error: string }>(
        "select last_error from public.jobs where last_error is not null order by updated_at desc limit 1",
      );
      throw new Error(`${kind} did not succeed: ${errors[0]?.last_error}`);
    }
    rows.push({ what: `job ${kind}`, usage });
  }
}

async function pdfDownload(emulator: Emulator, customer: BenchCustomer, reportId: string) {
  const { url } = (await callFunction(
    emulator,
    customer.token,
    `reports?id=${reportId}&format=pdf`,
  )) as { url: string };
  const response = await fetch(url);
  if (!response.ok) throw new Error(`PDF download answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

function table(rows: Row[]): string {
  const body = rows.flatMap((row) =>
    row.usage.map((usage) => [
      row.what,
      `${usage.name}`,
      String(usage.status),
      usage.cpuMs.toFixed(0),
      (usage.memoryBytes / 1024 / 1024).toFixed(0),
      (usage.peakRssBytes / 1024 / 1024).toFixed(0),
      usage.wallMs.toFixed(0),
      usage.over.join(", ") || "–",
    ]),
  );
  return formatMarkdownTable(
    ["what", "function", "status", "CPU ms", "memory MB", "peak RSS MB", "wall ms", "over"],
    body,
  ).join("\n");
}

async function main() {
  const site = await startSampleSite(0, LARGE_SITE);
  const emulator = await startEmulator({
    port: 0,
    dbPort: 0,
    dataDir: null,
    ...(process.env.EMULATOR_DATABASE_URL
      ? { databaseUrl: process.env.EMULATOR_DATABASE_URL }
      : {}),
    autoconfirm: true,
    pagespeed: false,
    jobsIntervalMs: 0,
    functionsRuntime: "deno",
    functionLimits: "log",
    analyzerAllow: [site.host],
    signInSignUpsPer5Min: 100_000,
    log: (line) => {
      if (line.includes("went over")) console.error(line);
    },
  });
  const load = [loadavg()];
  try {
    const websiteUrl = `${site.origin}/`;
    const customer = await signUp(emulator, `bench-limits-${Date.now()}@vindbaar.test`);
    await subscribe(emulator, customer, "price_power");
    await onboard(emulator, customer, websiteUrl);
    await connectSearchConsole(emulator, customer, websiteUrl);
    const rows: Row[] = [];
    await runJobs(emulator, rows);

    const { reports } = (await callFunction(emulator, customer.token, "reports")) as {
      reports: Array<{ id: string }>;
    };
    const reportId = reports[0]!.id;
    rows.push({
      what: "reports: list",
      usage: await measured(emulator, () => callFunction(emulator, customer.token, "reports")),
    });
    rows.push({
      what: "reports: one report",
      usage: await measured(emulator, () =>
        callFunction(emulator, customer.token, `reports?id=${reportId}`),
      ),
    });
    let pdfBytes = 0;
    rows.push({
      what: "reports: PDF link + download",
      usage: await measured(
        emulator,
        async () => (pdfBytes = await pdfDownload(emulator, customer, reportId)),
      ),
    });
    const largest = LARGE_SITE.paths.reduce((best, _path, index) =>
      largeSiteTargetBytes(index) > largeSiteTargetBytes(LARGE_SITE.paths.indexOf(best))
        ? LARGE_SITE.paths[index]!
        : best,
    );
    rows.push({
      what: `analyze-site: largest page (${largest})`,
      usage: await measured(emulator, () =>
        callFunction(emulator, customer.token, "analyze-site", {
          body: { url: `${site.origin}${largest}` },
        }),
      ),
    });
    rows.push({
      what: "site-facts: list",
      usage: await measured(emulator, () => callFunction(emulator, customer.token, "site-facts")),
    });
    rows.push({
      what: "content: calendar",
      usage: await measured(emulator, () => callFunction(emulator, customer.token, "content")),
    });
    load.push(loadavg());

    const { rows: scans } = await emulator.db.query<{ pages_scanned: number }>(
      "select pages_scanned from public.site_scans where user_id = $1",
      [customer.id],
    );
    console.log(
      `## Edge limits: one Power customer, ${LARGE_SITE.paths.length}-page site of 100–500 KB a page (Deno runtime)\n`,
    );
    console.log(table(rows));
    console.log(
      `\nScan: ${scans[0]?.pages_scanned ?? 0} pages audited; PDF: ${(pdfBytes / 1024).toFixed(0)} KB.`,
    );
    console.log(
      `Load average (1/5/15 min) at start: ${load[0]!.map((v) => v.toFixed(2)).join(" / ")}, at end: ${load[1]!.map((v) => v.toFixed(2)).join(" / ")} (${cpus().length} cores: a load above that means work waiting for a CPU).`,
    );
  } finally {
    await emulator.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
