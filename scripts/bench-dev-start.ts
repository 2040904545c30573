/**
 * `npm run bench:dev`: how long `npm run dev` takes until the app answers, on a checkout that has
 * started before (the "second start": data directory, Vite's dependency cache and tsx's cache
 * exist). One warm-up start, then BENCH_RUNS counted starts (default 5), each stopped with Ctrl-C.
 * Per run: the runner's own "Ready in" figure (from process start to the app's first answer) and
 * the same moment seen from outside (spawn to the first 200 on /), then the first and the second
 * answer of a function (the `leads` preflight): the functions load on first use, so the runtime
 * (EMULATOR_FUNCTIONS_RUNTIME=node|deno, inherited) shows there. Free ports, a throwaway data
 * directory, no PageSpeed stand-in; prints one markdown table.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { formatMarkdownTable, percentile } from "./bench-support";
import { anyFreePort } from "./dev/ports.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TIMEOUT_MS = 120_000;

interface StartTimes {
  banner: number;
  answered: number;
  vite: number;
  emulator: number;
  firstFunction: number;
  secondFunction: number;
}

/** How long one call of a function takes (the preflight: no account, no body). */
async function functionCall(api: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${api}/functions/v1/leads`, { method: "OPTIONS" });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`the leads preflight answered ${response.status}`);
  return performance.now() - started;
}

async function startOnce(dataDir: string): Promise<StartTimes> {
  const [dev, api, db, site] = await Promise.all([0, 1, 2, 3].map(() => anyFreePort("127.0.0.1")));
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/dev.ts", "--port", String(dev)],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        EMULATOR_PORT: String(api),
        EMULATOR_DB_PORT: String(db),
        SAMPLE_SITE_PORT: String(site),
        EMULATOR_DATA_DIR: dataDir,
        EMULATOR_PAGESPEED: "false",
      },
    },
  );
  let output = "";
  const read = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  child.stdout.on("data", read);
  child.stderr.on("data", read);
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));

  let answered = 0;
  const deadline = Date.now() + TIMEOUT_MS;
  while (!answered) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill("SIGKILL");
      throw new Error(`npm run dev did not answer:\n${output}`);
    }
    const ok = await fetch(`http://localhost:${dev}/`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) answered = performance.now() - started;
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  while (!/Ready in/.test(output)) await new Promise((resolve) => setTimeout(resolve, 20));
  const match = /Ready in ([\d.]+) s \(Vite listening at ([\d.]+) s, emulator at ([\d.]+) s\)/.exec(
    output,
  );
  const firstFunction = await functionCall(api);
  const secondFunction = await functionCall(api);
  child.kill("SIGINT");
  await exited;
  if (!match) throw new Error(`no "Ready in" line:\n${output}`);
  return {
    banner: Number(match[1]) * 1000,
    answered,
    vite: Number(match[2]) * 1000,
    emulator: Number(match[3]) * 1000,
    firstFunction,
    secondFunction,
  };
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}

/** min, median, max in seconds. */
function summary(values: number[]): string[] {
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[0], percentile(sorted, 50), sorted[sorted.length - 1]].map(seconds);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "vindbaar-bench-dev-"));
  try {
    console.log("warm-up start (creates the database, fills the caches)…");
    await startOnce(dataDir);
    const runs: StartTimes[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      runs.push(await startOnce(dataDir));
      console.log(`start ${run}/${RUNS}: ready in ${seconds(runs[run - 1].banner)} s`);
    }
    const rows: Array<[string, number[]]> = [
      ["Ready in (banner)", runs.map((run) => run.banner)],
      ["app answered (outside)", runs.map((run) => run.answered)],
      ["Vite listening", runs.map((run) => run.vite)],
      ["emulator ready", runs.map((run) => run.emulator)],
      ["first function answer", runs.map((run) => run.firstFunction)],
      ["second function answer", runs.map((run) => run.secondFunction)],
    ];
    const runtime = process.env.EMULATOR_FUNCTIONS_RUNTIME || "node";
    console.log(
      `\nnpm run dev, second start, functions runtime ${runtime}, ${RUNS} runs (seconds)\n`,
    );
    const table = rows.map(([label, values]) => [label, ...summary(values)]);
    console.log(formatMarkdownTable(["figure", "min", "median", "max"], table).join("\n"));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
