/**
 * Shared by the benchmarks (`npm run bench:lighthouse`, `npm run bench:interaction`): the Chromium
 * they launch, Lighthouse on one URL (mobile preset, simulated throttling, a fresh browser per URL
 * so no warm cache flatters a run) and markdown tables.
 */
import { writeFile } from "node:fs/promises";
import { runLighthouse } from "../emulator/pagespeed/lighthouse-runner";

export { CHROME_PATH, launchChrome } from "../emulator/pagespeed/lighthouse-runner";

export interface LighthouseRow {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

export async function measureLighthouse(
  url: string,
  reportFile: string,
): Promise<Omit<LighthouseRow, "path">> {
  const lhr = await runLighthouse(url);
  await writeFile(reportFile, JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const jsBytes = requests
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
    jsKb: Number((jsBytes / 1024).toFixed(1)),
  };
}

export function printLighthouseTable(rows: LighthouseRow[]) {
  const worst: LighthouseRow = {
    path: "WORST",
    performance: Math.min(...rows.map((r) => r.performance)),
    accessibility: Math.min(...rows.map((r) => r.accessibility)),
    bestPractices: Math.min(...rows.map((r) => r.bestPractices)),
    seo: Math.min(...rows.map((r) => r.seo)),
    lcpMs: Math.max(...rows.map((r) => r.lcpMs)),
    tbtMs: Math.max(...rows.map((r) => r.tbtMs)),
    cls: Math.max(...rows.map((r) => r.cls)),
    jsKb: Math.max(...rows.map((r) => r.jsKb)),
  };
  const header = [
    "route",
    "perf",
    "a11y",
    "best-pr",
    "seo",
    "LCP ms",
    "TBT ms",
    "CLS",
    "JS KB (gz)",
  ];
  const lines = [...rows, worst].map((r) => [
    r.path,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    String(r.lcpMs),
    String(r.tbtMs),
    r.cls.toFixed(3),
    r.jsKb.toFixed(1),
  ]);
  formatMarkdownTable(header, lines).forEach((line) => console.log(line));

  const checks: Array<[string, boolean]> = [
    ["performance >= 95 on every route", worst.performance >= 95],
    ["accessibility 100 on every route", worst.accessibility === 100],
    ["best practices 100 on every route", worst.bestPractices === 100],
    ["SEO 100 on every route", worst.seo === 100],
    ["CLS < 0.05 on every route", worst.cls < 0.05],
    ["TBT <= 150 ms on every route", worst.tbtMs <= 150],
  ];
  console.log("");
  checks.forEach(([label, ok]) => console.log(`${ok ? "PASS" : "FAIL"}  ${label}`));
}

/** The value below which p percent of the sorted samples lie (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/** Markdown table lines with padded columns. */
export function formatMarkdownTable(header: string[], lines: string[][]): string[] {
  const widths = header.map((h, i) =>
    Math.max(h.length, ...lines.map((line) => (line[i] ?? "").length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [
    format(header),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...lines.map(format),
  ];
}
