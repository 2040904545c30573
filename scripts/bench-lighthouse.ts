/**
 * `npm run bench:lighthouse` — builds, serves dist/ on localhost and runs Lighthouse (mobile preset,
 * simulated throttling, a fresh Chromium per URL so no warm cache flatters a run) on every public
 * route. Prints one table plus the worst value per column, and marks the targets.
 *
 *   --no-build      reuse the existing dist/
 *   --only=/,/faq   measure a subset of routes
 */
import { execSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPaths } from "../src/config/public-routes";
import { startStaticServer } from "./static-server";

const PORT = 4190;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const args = process.argv.slice(2);
const only = args
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const paths = only ?? [...publicPaths];

interface Row {
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

async function measure(url: string, reportFile: string): Promise<Omit<Row, "path">> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    await writeFile(reportFile, JSON.stringify(lhr));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ??
      [];
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
  } finally {
    chrome.kill();
  }
}

function printTable(rows: Row[]) {
  const worst: Row = {
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
  const widths = header.map((h, i) =>
    Math.max(h.length, ...lines.map((line) => (line[i] ?? "").length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(format(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  lines.forEach((line) => console.log(format(line)));

  const home = rows.find((r) => r.path === "/");
  const checks: Array<[string, boolean]> = [
    ["performance >= 95 on every route", worst.performance >= 95],
    ["accessibility 100 on every route", worst.accessibility === 100],
    ["best practices 100 on every route", worst.bestPractices === 100],
    ["SEO 100 on every route", worst.seo === 100],
    ["CLS < 0.05 on every route", worst.cls < 0.05],
    ["home page JS before interaction <= 90 KB gz", home ? home.jsKb <= 90 : true],
  ];
  console.log("");
  checks.forEach(([label, ok]) => console.log(`${ok ? "PASS" : "FAIL"}  ${label}`));
}

async function main() {
  if (!args.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
  const reportDir = join(process.cwd(), ".lighthouse");
  await mkdir(reportDir, { recursive: true });
  const server = await startStaticServer(join(process.cwd(), "dist"), PORT);
  const rows: Row[] = [];
  try {
    for (const path of paths) {
      const reportFile = join(
        reportDir,
        `${path === "/" ? "home" : path.slice(1).replace(/\//g, "_")}.json`,
      );
      const row = { path, ...(await measure(`http://127.0.0.1:${PORT}${path}`, reportFile)) };
      console.error(
        `measured ${path}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}`,
      );
      rows.push(row);
    }
  } finally {
    server.close();
  }
  console.log("");
  printTable(rows);
  console.log(`\nFull reports: ${reportDir}/<route>.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
