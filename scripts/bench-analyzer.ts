/**
 * `npm run bench:analyzer`: our SEO engine against Lighthouse on a local corpus of ≥ 30 pages
 * (tests/fixtures/seo-corpus). Prints time per page (ours: fetch + audit, and the engine alone;
 * Lighthouse: SEO category only, desktop preset so no simulated throttling inflates it) and the
 * agreement of the verdicts on every audit both run. `--record` stores Lighthouse's verdicts for
 * tests/unit/seo/corpus-agreement.test.ts. Targets: ≥ 98% agreement, ≥ 10× faster.
 */
import { writeFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { runLighthouse } from "../emulator/pagespeed/lighthouse-runner";
import { fetchPageInput } from "../supabase/functions/_shared/net/fetch-page-input";
import { auditPage } from "../supabase/functions/_shared/seo/index";
import { CORPUS } from "../tests/fixtures/seo-corpus/corpus";
import { startCorpusServer } from "../tests/fixtures/seo-corpus/corpus-server";
import {
  SHARED_AUDITS,
  verdictsOf,
  type PageVerdicts,
} from "../tests/fixtures/seo-corpus/verdicts";
import { formatMarkdownTable } from "./bench-support";

const markdownTable = (header: string[], lines: string[][]) =>
  formatMarkdownTable(header, lines).join("\n");

const OUR_RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RECORD_FILE = "tests/fixtures/seo-corpus/lighthouse-verdicts.json";

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

async function main() {
  const server = await startCorpusServer();
  const ourTotal: number[] = [];
  const ourEngine: number[] = [];
  const lighthouseTimes: number[] = [];
  const ours: Record<string, PageVerdicts> = {};
  const theirs: Record<string, PageVerdicts> = {};
  try {
    for (const page of CORPUS) {
      const url = server.urls.get(page)!;
      for (let run = 0; run < OUR_RUNS; run++) {
        const started = performance.now();
        const input = await fetchPageInput(url, { allowHosts: server.hosts });
        const engineStarted = performance.now();
        const result = auditPage(input, { dutchLinkTexts: false });
        const done = performance.now();
        ourTotal.push(done - started);
        ourEngine.push(done - engineStarted);
        ours[page.path] = verdictsOf(result.audits, result.seoScore.percent);
      }
      const started = performance.now();
      const lhr = await runLighthouse(url, { categories: ["seo"], formFactor: "desktop" });
      lighthouseTimes.push(performance.now() - started);
      const seo = lhr.categories.seo?.score;
      theirs[page.path] = verdictsOf(
        lhr.audits,
        seo === null || seo === undefined ? null : Math.round(seo * 100),
      );
      process.stderr.write(".");
    }
  } finally {
    await server.close();
  }
  process.stderr.write("\n");

  if (process.argv.includes("--record")) {
    await writeFile(RECORD_FILE, `${JSON.stringify(theirs, null, 2)}\n`);
    console.log(`Recorded Lighthouse's verdicts in ${RECORD_FILE}\n`);
  }

  const speedUp = percentile(lighthouseTimes, 50) / percentile(ourTotal, 50);
  console.log(`## Time per page (${CORPUS.length} pages; ours ${OUR_RUNS} runs each)\n`);
  console.log(
    markdownTable(
      ["", "p50", "p95"],
      [
        [
          "Vindbaar: fetch + robots.txt + audit",
          ms(percentile(ourTotal, 50)),
          ms(percentile(ourTotal, 95)),
        ],
        ["Vindbaar: engine only", ms(percentile(ourEngine, 50)), ms(percentile(ourEngine, 95))],
        [
          "Lighthouse (SEO only, local Chromium)",
          ms(percentile(lighthouseTimes, 50)),
          ms(percentile(lighthouseTimes, 95)),
        ],
      ],
    ),
  );
  console.log(
    `\nSpeed-up (p50): ${speedUp.toFixed(0)}× — target ≥ 10×: ${speedUp >= 10 ? "PASS" : "MISS"}\n`,
  );

  // Lighthouse refuses to audit a page whose document answered 4xx/5xx (runtimeError
  // ERRORED_DOCUMENT_REQUEST): every audit is "error", so those pairs have no verdict to compare.
  const rows: string[][] = [];
  const disagreements: string[][] = [];
  const noVerdict = new Set<string>();
  let agreeing = 0;
  let total = 0;
  for (const audit of SHARED_AUDITS) {
    let auditAgreeing = 0;
    let auditTotal = 0;
    for (const page of CORPUS) {
      const a = ours[page.path]!.audits[audit];
      const b = theirs[page.path]!.audits[audit];
      if (b === "error") {
        noVerdict.add(`${page.path} (${page.about})`);
        continue;
      }
      auditTotal += 1;
      if (a === b) auditAgreeing += 1;
      else disagreements.push([page.path, page.about, audit, a, b]);
    }
    agreeing += auditAgreeing;
    total += auditTotal;
    rows.push([
      audit,
      `${auditAgreeing}/${auditTotal}`,
      `${((auditAgreeing / auditTotal) * 100).toFixed(1)}%`,
    ]);
  }
  const overall = (agreeing / total) * 100;
  rows.push(["**all shared audits**", `${agreeing}/${total}`, `${overall.toFixed(1)}%`]);
  const audited = CORPUS.filter((page) =>
    SHARED_AUDITS.some((audit) => theirs[page.path]!.audits[audit] !== "error"),
  );
  const sameScore = audited.filter(
    (page) => ours[page.path]!.seoScore === theirs[page.path]!.seoScore,
  ).length;
  rows.push([
    "SEO category score (exact)",
    `${sameScore}/${audited.length}`,
    `${((sameScore / audited.length) * 100).toFixed(1)}%`,
  ]);
  console.log("## Agreement with Lighthouse\n");
  console.log(markdownTable(["audit", "same verdict", "%"], rows));
  console.log(`\nAgreement target ≥ 98%: ${overall >= 98 ? "PASS" : "MISS"}\n`);
  if (noVerdict.size > 0) {
    console.log(
      `Lighthouse gave no verdict (error status, not audited): ${[...noVerdict].join(", ")}\n`,
    );
  }
  if (disagreements.length > 0) {
    console.log("## Disagreements (verdict: 1 pass, 0 fail, na not applicable)\n");
    console.log(
      markdownTable(["page", "what it tests", "audit", "ours", "Lighthouse"], disagreements),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
