/**
 * `npm run bench:lighthouse` — builds, serves dist/ on localhost and runs Lighthouse (mobile preset,
 * simulated throttling, a fresh Chromium per URL so no warm cache flatters a run) on every public
 * route. Prints one table plus the worst value per column, and marks the targets.
 *
 *   --no-build      reuse the existing dist/
 *   --only=/,/faq   measure a subset of routes
 */
import { execSync } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { publicPaths } from "../src/config/public-routes";
import { measureLighthouse, printLighthouseTable, type LighthouseRow } from "./bench-support";
import { startStaticServer } from "./static-server";

const PORT = 4190;
const args = process.argv.slice(2);
const only = args
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const paths = only ?? [...publicPaths];

async function main() {
  if (!args.includes("--no-build")) execSync("npm run build", { stdio: "inherit" });
  const reportDir = join(process.cwd(), ".lighthouse");
  await mkdir(reportDir, { recursive: true });
  const server = await startStaticServer(join(process.cwd(), "dist"), PORT);
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths) {
      const reportFile = join(
        reportDir,
        `${path === "/" ? "home" : path.slice(1).replace(/\//g, "_")}.json`,
      );
      const row = {
        path,
        ...(await measureLighthouse(`http://127.0.0.1:${PORT}${path}`, reportFile)),
      };
      console.error(
        `measured ${path}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}`,
      );
      rows.push(row);
    }
  } finally {
    server.close();
  }
  console.log("");
  printLighthouseTable(rows);
  console.log(`\nFull reports: ${reportDir}/<route>.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
