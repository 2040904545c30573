/**
 * `npm run bench:analyzer` — our SEO engine against Lighthouse on the fixture corpus
 * (tests/fixtures/seo-corpus, served on loopback, one origin per robots.txt variant): time per
 * page for both, and how often our verdict on each of the ten shared SEO audits is Lighthouse's.
 *
 * Ours runs as production does (fetchPageInput: page + robots.txt, then auditPage in
 * Lighthouse-parity mode), `--runs` times per page after one untimed warm-up pass. Lighthouse runs
 * `--lighthouse-runs` times per page in one headless Chromium that is started once; its timing is
 * the lighthouse() call, so Chromium's start-up is not charged to it (printed separately). A
 * page's time is the median of its runs; the table gives p50/p95 over pages.
 *
 *   --runs=20             our runs per page
 *   --lighthouse-runs=1   Lighthouse runs per page
 *   --record              write Lighthouse's verdicts to tests/fixtures/seo-corpus/lighthouse-verdicts.json
 *   --no-lighthouse       skip Lighthouse; compare with the recorded verdicts
 *   --only=id,id          a subset of pages (corpus.ts ids)
 *
 * Exits non-zero only when something crashes; missed targets are reported as MISS.
 */
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { relative } from "node:path";
import { PAGES } from "../tests/fixtures/seo-corpus/corpus.ts";
import {
  startCorpusServer,
  type CorpusServer,
} from "../tests/fixtures/seo-corpus/corpus-server.ts";
import {
  readRecorded,
  RECORDED_FILE,
  writeRecorded,
} from "../tests/fixtures/seo-corpus/recorded.ts";
import { runEngine } from "../tests/fixtures/seo-corpus/run-engine.ts";
import { compareOutcomes, type PageOutcome } from "../tests/fixtures/seo-corpus/verdicts.ts";
import { lighthouseSeo } from "./bench-analyzer-lighthouse";
import { printReport, type TimingSamples } from "./bench-analyzer-report";
import { launchChrome } from "./bench-support";

const args = process.argv.slice(2);
const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Math.max(1, Number(option("runs") ?? 20));
const LIGHTHOUSE_RUNS = Math.max(1, Number(option("lighthouse-runs") ?? 1));
const RECORD = args.includes("--record");
const NO_LIGHTHOUSE = args.includes("--no-lighthouse");
const only = option("only")?.split(",");
const pages = only ? PAGES.filter((page) => only.includes(page.id)) : PAGES;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Two runs of the same page must reach the same verdicts; a flaky one is reported. */
function sameOutcome(a: PageOutcome, b: PageOutcome): boolean {
  return JSON.stringify([a.verdicts, a.seoScore]) === JSON.stringify([b.verdicts, b.seoScore]);
}

/** The recorded file gets the pages just measured; with --only, the others keep their record. */
function record(measured: Map<string, PageOutcome>, meta: { version: string; formFactor: string }) {
  const previous = existsSync(RECORDED_FILE) ? readRecorded().pages : {};
  writeRecorded({
    lighthouseVersion: meta.version,
    formFactor: meta.formFactor,
    pages: Object.fromEntries(
      PAGES.flatMap((page) => {
        const outcome = measured.get(page.id) ?? previous[page.id];
        return outcome ? [[page.id, outcome]] : [];
      }),
    ),
  });
}

async function measureOurs(server: CorpusServer) {
  const outcomes = new Map<string, PageOutcome>();
  const total: number[] = [];
  const engine: number[] = [];
  // Warm-up: the first call pays for module JIT and the first connection to each origin.
  for (const page of pages) await runEngine(server.urlOf(page), server.hosts);
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await runEngine(server.urlOf(page), server.hosts));
    const { verdicts, seoScore } = runs[0]!;
    outcomes.set(page.id, { verdicts, seoScore });
    total.push(median(runs.map((run) => run.totalMs)));
    engine.push(median(runs.map((run) => run.engineMs)));
  }
  return { outcomes, total, engine };
}

async function measureLighthouse(server: CorpusServer, notes: string[]) {
  const outcomes = new Map<string, PageOutcome>();
  const times: number[] = [];
  const launchStarted = performance.now();
  const chrome = await launchChrome();
  notes.push(
    `Chromium start-up (once, not in Lighthouse's times): ${(performance.now() - launchStarted).toFixed(0)} ms`,
  );
  let meta = { version: "", formFactor: "" };
  try {
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        runs.push(await lighthouseSeo(server.urlOf(page), chrome.port));
      }
      const first = runs[0]!;
      if (runs.some((run) => !sameOutcome(run, first))) {
        notes.push(`Lighthouse gave different verdicts across runs on ${page.id}`);
      }
      meta = { version: first.version, formFactor: first.formFactor };
      outcomes.set(page.id, { verdicts: first.verdicts, seoScore: first.seoScore });
      times.push(median(runs.map((run) => run.ms)));
      console.error(`lighthouse ${page.id}: ${first.ms.toFixed(0)} ms, SEO ${first.seoScore}`);
    }
  } finally {
    chrome.kill();
  }
  return { outcomes, times, meta };
}

async function main() {
  const notes: string[] = [
    `${pages.length} pages on ${new Set(pages.map((p) => p.site)).size} loopback origins; ours ${RUNS} runs per page, Lighthouse ${NO_LIGHTHOUSE ? "not run" : `${LIGHTHOUSE_RUNS} run(s) per page`}`,
  ];
  const server = await startCorpusServer(pages);
  try {
    const ours = await measureOurs(server);
    console.error(`ours: ${pages.length} pages × ${RUNS} runs done`);
    let lighthouse: Map<string, PageOutcome>;
    let lighthouseTimes: number[] | null = null;
    if (NO_LIGHTHOUSE) {
      const recorded = readRecorded();
      lighthouse = new Map(Object.entries(recorded.pages));
      notes.push(
        `Lighthouse verdicts from ${relative(process.cwd(), RECORDED_FILE)} (Lighthouse ${recorded.lighthouseVersion}, ${recorded.formFactor})`,
      );
    } else {
      const measured = await measureLighthouse(server, notes);
      lighthouse = measured.outcomes;
      lighthouseTimes = measured.times;
      notes.push(
        `Lighthouse ${measured.meta.version}, ${measured.meta.formFactor} preset, onlyCategories: ['seo'], ignoreStatusCode`,
      );
      if (RECORD) {
        record(measured.outcomes, measured.meta);
        notes.push(`Recorded Lighthouse's verdicts to ${relative(process.cwd(), RECORDED_FILE)}`);
      }
    }
    const timing: TimingSamples = {
      oursTotal: ours.total,
      oursEngine: ours.engine,
      lighthouse: lighthouseTimes,
    };
    notes.push(
      `Load average at the end (2 cores, shared): ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    printReport(timing, compareOutcomes(pages, ours.outcomes, lighthouse), notes);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
