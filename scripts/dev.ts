/**
 * `npm run dev [-- --port 5273 --host 127.0.0.1]`: the local emulator (auth, functions, Postgres,
 * Stripe double, mailbox, job runner) and a sample website in-process, and Vite wired to the
 * emulator through VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY. Both start at the same time (the
 * emulator's address and anon key are known before it runs). The emulator's site URL and redirect
 * allow-list follow the dev server's port. With CAPTCHA on (EMULATOR_CAPTCHA=turnstile, or
 * [auth.captcha] in config.toml), Vite gets the emulator's Turnstile double as the login page's
 * widget (VITE_CAPTCHA_*). When the environment (or a .env file) points
 * VITE_SUPABASE_URL at a hosted project, only Vite starts; DEV_EMULATOR=off skips the emulator too.
 * Ctrl-C stops everything. Prints how long the start took.
 */
import { performance } from "node:perf_hooks";
import { createServer, loadEnv, type ViteDevServer } from "vite";
import { signApiKey } from "../emulator/auth/jwt.ts";
import { describeEmulator } from "../emulator/banner.ts";
import { CAPTCHA_DOUBLE_SITE_KEY, CAPTCHA_PATHS } from "../emulator/captcha/keys.ts";
import {
  LOCAL_JWT_SECRET,
  parseAnalyzerAllow,
  parseCaptchaSwitch,
  resolveConfig,
} from "../emulator/config.ts";
import { startEmulator, type Emulator } from "../emulator/index.ts";
import { startSampleSite, type SampleSite } from "../emulator/sample-site/sample-site.ts";
import {
  browserOrigin,
  DevUsageError,
  parseDevArgs,
  parsePort,
  redirectUrlsFor,
} from "./dev/dev-args.ts";
import { choosePort, isPortFree, PortBusyError } from "./dev/ports.ts";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "0.0.0.0"]);
const EMULATOR_HOST = "127.0.0.1";

function isHosted(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return !LOOPBACK.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function envPort(name: string): number | undefined {
  const value = process.env[name];
  return value ? parsePort(value, name) : undefined;
}

function parseFlag(value: string | undefined) {
  if (!value) return undefined;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

const running: { emulator?: Emulator; vite?: ViteDevServer; sampleSite?: SampleSite } = {};
let stopping = false;

async function stop(signal: string, code = 0) {
  if (stopping) return;
  stopping = true;
  if (signal) console.log(`\n${signal}: stopping…`);
  await running.vite?.close().catch(() => undefined);
  await running.emulator?.close().catch(() => undefined);
  await running.sampleSite?.close().catch(() => undefined);
  process.exit(code);
}

async function main() {
  const args = parseDevArgs(process.argv.slice(2));
  const origin = browserOrigin(args);
  const mode = process.env.MODE ?? "development";
  // loadEnv merges .env files and process.env (which wins), like Vite itself.
  const env = loadEnv(mode, process.cwd(), "VITE_");
  const skipEmulator = ["0", "off", "false", "no"].includes(
    (process.env.DEV_EMULATOR ?? "").toLowerCase(),
  );
  const useEmulator = !isHosted(env.VITE_SUPABASE_URL) && !skipEmulator;
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  // Every port is checked before anything starts: a busy one is a clear message, not a half-started
  // emulator that dies with Vite.
  if (!(await isPortFree(args.port, args.host))) {
    throw new PortBusyError(
      `Port ${args.port} on ${args.host} is already in use (another \`npm run dev\`?). ` +
        `Start on another port: npm run dev -- --port ${args.port === 5273 ? 5373 : 5273}`,
    );
  }

  const notes: string[] = [];
  let emulatorStart: Promise<Emulator> | undefined;
  if (!useEmulator) {
    console.log(
      skipEmulator
        ? "DEV_EMULATOR=off: not starting the emulator."
        : `Using the hosted Supabase project ${env.VITE_SUPABASE_URL}: no emulator.`,
    );
  } else {
    const databaseUrl = process.env.EMULATOR_DATABASE_URL || undefined;
    const ports = {
      api: await choosePort({
        name: "Emulator",
        variable: "EMULATOR_PORT",
        explicit: envPort("EMULATOR_PORT"),
        usual: 54321,
        host: EMULATOR_HOST,
      }),
      // A real PostgreSQL (EMULATOR_DATABASE_URL) needs no port of ours for the database.
      db: databaseUrl
        ? undefined
        : await choosePort({
            name: "Emulator database",
            variable: "EMULATOR_DB_PORT",
            explicit: envPort("EMULATOR_DB_PORT"),
            usual: 54322,
            host: EMULATOR_HOST,
          }),
      site: await choosePort({
        name: "Sample website",
        variable: "SAMPLE_SITE_PORT",
        explicit: envPort("SAMPLE_SITE_PORT"),
        usual: 54329,
        host: EMULATOR_HOST,
      }),
    };
    for (const [label, choice] of Object.entries(ports)) {
      if (choice?.moved) {
        notes.push(`${label} port busy (another checkout?): using ${choice.port} instead`);
      }
    }
    // The emulator's address and anon key are fixed before it runs, so Vite starts alongside it.
    const emulatorUrl = `http://${EMULATOR_HOST}:${ports.api.port}`;
    process.env.VITE_SUPABASE_URL = emulatorUrl;
    process.env.VITE_SUPABASE_ANON_KEY = await signApiKey(LOCAL_JWT_SECRET, "anon");
    const captcha = parseCaptchaSwitch(process.env.EMULATOR_CAPTCHA);
    if (resolveConfig({ captcha }).auth.captcha) {
      // The emulator checks tokens with its double, so the page must get them from it too.
      process.env.VITE_CAPTCHA_PROVIDER = "turnstile";
      process.env.VITE_CAPTCHA_SITE_KEY = CAPTCHA_DOUBLE_SITE_KEY;
      process.env.VITE_CAPTCHA_SCRIPT_URL = `${emulatorUrl}${CAPTCHA_PATHS.script}`;
    }

    emulatorStart = (async () => {
      // A sample business site the analyzer and the scans may fetch: a report and drafts with
      // internal links work without internet (emulator/sample-site/).
      running.sampleSite = await startSampleSite(ports.site.port);
      const configured = resolveConfig({}).auth.additionalRedirectUrls;
      running.emulator = await startEmulator({
        autoconfirm: parseFlag(process.env.EMULATOR_AUTOCONFIRM),
        port: ports.api.port,
        dbPort: ports.db?.port,
        dataDir: process.env.EMULATOR_DATA_DIR,
        databaseUrl,
        siteUrl: origin,
        additionalRedirectUrls: redirectUrlsFor(origin, args.port, configured),
        analyzerAllow: parseAnalyzerAllow([
          process.env.EMULATOR_ANALYZER_ALLOW,
          running.sampleSite.host,
        ]),
        pagespeed: parseFlag(process.env.EMULATOR_PAGESPEED),
        captcha,
        reloadFunctions: true,
      });
      return running.emulator;
    })();
  }

  // Seconds since the process started (performance.now() counts from there).
  const readyAt: { vite?: number; emulator?: number } = {};
  const viteStart = (async () => {
    const vite = await createServer({
      mode,
      server: { port: args.port, host: args.host, strictPort: true },
    });
    running.vite = vite;
    await vite.listen();
    readyAt.vite = performance.now();
    return vite;
  })();
  const emulatorReady = emulatorStart?.then((emulator) => {
    readyAt.emulator = performance.now();
    return emulator;
  });

  const [emulator, vite] = await Promise.all([emulatorReady, viteStart]);
  if (emulator && emulator.anonKey !== process.env.VITE_SUPABASE_ANON_KEY) {
    throw new Error("The emulator signed another anon key than the one given to Vite.");
  }
  // Ready means the app answers: the page a browser opens first.
  await fetch(`${origin}/`).then((response) => response.arrayBuffer());
  const readyIn = performance.now();

  if (emulator) console.log(describeEmulator(emulator));
  console.log("");
  vite.printUrls();
  if (emulator) console.log(`  Auth e-mails land in ${emulator.url}/mailbox`);
  if (running.sampleSite) {
    console.log(`  Sample website to scan offline: ${running.sampleSite.origin}/`);
  }
  notes.forEach((note) => console.log(`  Note: ${note}`));
  // Always in this order, whichever was ready first (benchmarks and tests read the line).
  const parts = [`Vite listening at ${seconds(readyAt.vite ?? readyIn)}`];
  if (readyAt.emulator !== undefined) parts.push(`emulator at ${seconds(readyAt.emulator)}`);
  console.log(`\n  Ready in ${seconds(readyIn)} (${parts.join(", ")})`);
}

main().catch((error: unknown) => {
  // A busy port or a wrong argument is the user's to fix: one clear line, no stack.
  if (error instanceof PortBusyError || error instanceof DevUsageError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
  void stop("", 1);
});
