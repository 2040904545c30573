/**
 * `npm run bench:lighthouse` — builds, serves dist/ on localhost and runs Lighthouse (mobile preset,
 * simulated throttling, a fresh Chromium per URL so no warm cache flatters a run) on every public
 * route. Prints one table plus the worst value per column, and marks the issue's targets.
 *
 *   --no-build      reuse the existing dist/
 *   --only=/,/faq   measure a subset of routes
 *   --articles=all  also every article page (/blog/…, /guides/…, /help-center/…); the default is
 *                   one of each kind, `none` leaves them out
 *   --repeat=3      measure each route this many times (one table row per run: TBT varies
 *                   from run to run, and a target must hold in every run)
 *   --dist=/path    measure another build (implies --no-build), e.g. a copy of main's for "before"
 */
import { execSync } from "node:child_process";
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { publicPaths } from "../src/config/public-routes";
import { articlePages, buildArticles } from "./content/articles";
import { measureLighthouse, printLighthouseTable, type LighthouseRow } from "./bench-support";
import { startStaticServer } from "./static-server";

const PORT = 4190;
const args = process.argv.slice(2);
const only = args
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");
const repeat = Math.max(1, Number(option("repeat") ?? 1));
const dist = option("dist");
const paths = only ?? [...publicPaths, ...articleRoutes(option("articles") ?? "sample")];

function option(name: string) {
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The prerendered article pages: all, none, or the first of each kind (blog, guide, help). */
function articleRoutes(which: string): string[] {
  if (which === "none") return [];
  const built = buildArticles();
  if (which === "all") return articlePages(built).map((page) => page.path);
  return [built.blog[0], built.guide[0], built.help[0]].flatMap((article) =>
    article ? [article.listing.path] : [],
  );
}

async function main() {
  if (!args.includes("--no-build") && !dist) execSync("npm run build", { stdio: "inherit" });
  const reportDir = join(process.cwd(), ".lighthouse");
  await mkdir(reportDir, { recursive: true });
  const server = await startStaticServer(resolve(dist ?? join(process.cwd(), "dist")), PORT);
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths.flatMap((route) => Array<string>(repeat).fill(route))) {
      const run = rows.filter((row) => row.path === path).length + 1;
      const reportFile = join(
        reportDir,
        `${path === "/" ? "home" : path.slice(1).replace(/\//g, "_")}${repeat > 1 ? `-${run}` : ""}.json`,
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
