import { defineConfig, devices } from "@playwright/test";
import { suiteBrowser } from "./e2e/support/browsers";
import { FIXTURE_SITE } from "./e2e/support/fixture-site";
import { PHONE } from "./e2e/support/phone";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const emulatorStack = [
  process.env.E2E_DATABASE_URL ? `--database-url ${process.env.E2E_DATABASE_URL}` : "--memory",
  `--functions-runtime ${process.env.E2E_FUNCTIONS_RUNTIME === "deno" ? "deno" : "node"}`,
].join(" ");

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three browsers side by side: on two cores the suite with two left a fifth of the CPU idle
  // (waiting on the emulator and on page loads); three fill it (docs/decisions/048-ci-time.md).
  workers: 3,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace for a failed test's retry only (CI retries once): recording one for every test
    // costs the whole suite, and a failure that does not come back on the retry is a flake.
    trace: "on-first-retry",
    // Chromium's headless shell, or the full browser where a test reads paint timings
    // (e2e/support/browsers.ts).
    launchOptions: suiteBrowser,
  },
  // Which width runs a test is decided by the tag at the end of its (or its describe block's)
  // title (README, "Which width runs a browser test"):
  // - no tag: behaviour that is the same at every width (texts, server answers, SEO tags, CSP,
  //   billing state, data flows) runs once, at desktop width;
  // - @layout: asserts the layout at both widths (the chat is a dialog on a desktop and a drawer
  //   on a phone): both projects;
  // - @phone: what a 375 px phone can get wrong (overflow, the menu and drawers, tables that
  //   scroll in their own box, a first tap, a phone's network and CPU), or a journey customers
  //   make on a phone: the phone only.
  // tests/unit/e2e-projects.test.ts holds every spec to this.
  // The phone project comes first: it holds most of the long customer journeys (20–25 s each),
  // and workers take tests in project order, so they start early instead of running alone at the
  // end while the other workers sit idle (measured together with the suite's in-process compositor,
  // e2e/support/browsers.ts: 210 → 195 s).
  projects: [
    {
      name: "mobile",
      grep: /@layout\b|@phone\b/,
      use: { ...devices["Desktop Chrome"], ...PHONE },
    },
    {
      name: "desktop",
      grepInvert: /@phone\b/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      command: `PORT=${PORT} npm run preview`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The local Supabase stand-in the built app talks to by default (auth, functions, mailbox).
      // In memory and with e-mail confirmation on, as supabase/config.toml configures it. The
      // suite signs up far more accounts in an hour than the project's auth e-mail budget (30,
      // as hosted) allows, so that limit is raised here, and so is the keyword-data double's
      // 12 lookups a minute (all runs share one emulator). Every browser request comes from
      // 127.0.0.1, so the functions' per-address limits are raised the way a load test would
      // (the emulator passes *_RATE_LIMIT from its environment to the functions), and so are
      // GoTrue's per-address sign-up and verification limits (GOTRUE_RATE_LIMIT_OTP/_VERIFY).
      // Passwords are hashed at bcrypt's lowest cost, as GoTrue's own tests do: at the default
      // cost every sign-up and sign-in took bcryptjs about a tenth of a second, 12 of the
      // emulator's 44 CPU seconds over the suite (measured with --cpu-prof).
      // The default stack (Node functions, PGlite in memory), also when CI exports the shipped
      // runtimes for the integration suite: the browser suite tests the app, not the runtimes.
      // E2E_FUNCTIONS_RUNTIME=deno and E2E_DATABASE_URL=postgresql://… (a database that does not
      // exist yet) run the journeys as the product ships, e.g. e2e/billing.spec.ts before a release.
      command: `LEADS_RATE_LIMIT=1000/600 ANALYZE_RATE_LIMIT=1000/600 GOTRUE_RATE_LIMIT_OTP=100000 GOTRUE_RATE_LIMIT_VERIFY=100000 npx tsx emulator/cli.ts ${emulatorStack} --port 54321 --no-pagespeed --email-rate-limit 1000 --keyword-data-rate-limit 1000 --bcrypt-cost 4 --analyzer-allow ${FIXTURE_SITE.replace("http://", "")}`,
      url: "http://127.0.0.1:54321/auth/v1/health",
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The site the analyzer e2e tests analyse (e2e/seo-analyzer.spec.ts).
      command: "npx tsx e2e/support/fixture-site.ts",
      url: `${FIXTURE_SITE}/goed`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
