/** The markdown tables `npm run bench:analyzer` prints: timing, agreement, disagreements, targets. */
import { SHARED_AUDIT_IDS, type Agreement } from "../tests/fixtures/seo-corpus/verdicts.ts";
import { formatMarkdownTable, percentile } from "./bench-support";

export const TARGETS = { agreementPercent: 98, speedUp: 10 };

export interface TimingSamples {
  /** One value per page: the median of that page's runs, in ms. */
  oursTotal: number[];
  oursEngine: number[];
  /** Null when Lighthouse was not run (`--no-lighthouse`). */
  lighthouse: number[] | null;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0));
const pct = (agree: number, total: number) => (total ? (100 * agree) / total : 0);
const print = (lines: string[]) => lines.forEach((line) => console.log(line));

function speedUps(timing: TimingSamples) {
  if (!timing.lighthouse) return null;
  const lh = sorted(timing.lighthouse);
  return (values: number[]) => {
    const ours = sorted(values);
    return [50, 95].map((p) => percentile(lh, p) / percentile(ours, p));
  };
}

function printTiming(timing: TimingSamples) {
  const factor = speedUps(timing);
  const row = (label: string, values: number[] | null) => {
    if (!values) return [label, "not run", "not run", "", ""];
    const s = sorted(values);
    const f = factor && values !== timing.lighthouse ? factor(values) : null;
    return [
      label,
      ms(percentile(s, 50)),
      ms(percentile(s, 95)),
      f ? `${f[0]!.toFixed(0)}×` : "",
      f ? `${f[1]!.toFixed(0)}×` : "",
    ];
  };
  print(
    formatMarkdownTable(
      ["per page", "p50 ms", "p95 ms", "speed-up p50", "speed-up p95"],
      [
        row("ours: fetch + robots.txt + audit", timing.oursTotal),
        row("ours: engine only", timing.oursEngine),
        row("Lighthouse (SEO category only)", timing.lighthouse),
      ],
    ),
  );
}

function printAgreement(agreement: Agreement) {
  const rows = SHARED_AUDIT_IDS.map((id) => {
    const { agree, total } = agreement.perAudit[id];
    return [id, `${agree}/${total}`, `${pct(agree, total).toFixed(1)}%`];
  });
  rows.push([
    "**all shared audits**",
    `${agreement.agree}/${agreement.total}`,
    `${pct(agreement.agree, agreement.total).toFixed(1)}%`,
  ]);
  rows.push([
    "SEO category score (exact)",
    `${agreement.scoreMatches}/${agreement.scoreTotal}`,
    `${pct(agreement.scoreMatches, agreement.scoreTotal).toFixed(1)}%`,
  ]);
  print(formatMarkdownTable(["audit", "agreeing/total", "agreement"], rows));
}

function printDisagreements(agreement: Agreement) {
  if (agreement.disagreements.length === 0) {
    console.log("No disagreements.");
    return;
  }
  print(
    formatMarkdownTable(
      ["page", "audit", "ours", "Lighthouse", "listed deviation"],
      agreement.disagreements.map((d) => [
        d.page,
        d.audit,
        d.ours,
        d.lighthouse,
        d.known ?? "NEW — not listed in corpus.ts",
      ]),
    ),
  );
}

function printTargets(timing: TimingSamples, agreement: Agreement) {
  const agreementPct = pct(agreement.agree, agreement.total);
  const factor = speedUps(timing)?.(timing.oursTotal)[0];
  const verdict = (ok: boolean) => (ok ? "PASS" : "MISS");
  console.log(
    `${verdict(agreementPct >= TARGETS.agreementPercent)}  agreement ≥ ${TARGETS.agreementPercent}% on the shared audits: ${agreementPct.toFixed(1)}%`,
  );
  console.log(
    factor === undefined
      ? `n/a   ≥ ${TARGETS.speedUp}× faster than Lighthouse: Lighthouse not run`
      : `${verdict(factor >= TARGETS.speedUp)}  ≥ ${TARGETS.speedUp}× faster than Lighthouse (p50, fetch + audit): ${factor.toFixed(0)}×`,
  );
}

export function printReport(timing: TimingSamples, agreement: Agreement, notes: string[]) {
  console.log("\n### Time per page\n");
  printTiming(timing);
  console.log("\n### Agreement with Lighthouse per audit\n");
  printAgreement(agreement);
  console.log("\n### Disagreements\n");
  printDisagreements(agreement);
  console.log("\n### Targets\n");
  printTargets(timing, agreement);
  console.log("");
  notes.forEach((note) => console.log(`- ${note}`));
}
