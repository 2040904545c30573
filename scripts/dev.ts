/**
 * `npm run dev`: the local emulator (auth, functions, Postgres, mailbox) in-process, then Vite
 * wired to it through VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY. When the environment (or a
 * .env file) points VITE_SUPABASE_URL at a hosted project, only Vite starts. DEV_EMULATOR=off
 * skips the emulator too. Ctrl-C stops both.
 */
import { createServer, loadEnv, type ViteDevServer } from "vite";
import { describeEmulator } from "../emulator/banner.ts";
import { parseAnalyzerAllow } from "../emulator/config.ts";
import { startEmulator, type Emulator } from "../emulator/index.ts";
import { startSampleSite, type SampleSite } from "../emulator/sample-site/sample-site.ts";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "0.0.0.0"]);

function isHosted(url: string | undefined): boolean {
  if (!url) return false;
  try {
    return !LOOPBACK.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

async function main() {
  const mode = process.env.MODE ?? "development";
  // loadEnv merges .env files and process.env (which wins), like Vite itself.
  const env = loadEnv(mode, process.cwd(), "VITE_");
  const skipEmulator = ["0", "off", "false", "no"].includes(
    (process.env.DEV_EMULATOR ?? "").toLowerCase(),
  );
  const running: { emulator?: Emulator; vite?: ViteDevServer; sampleSite?: SampleSite } = {};

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await running.vite?.close().catch(() => undefined);
    await running.emulator?.close().catch(() => undefined);
    await running.sampleSite?.close().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  if (isHosted(env.VITE_SUPABASE_URL)) {
    console.log(`Using the hosted Supabase project ${env.VITE_SUPABASE_URL}: no emulator.`);
  } else if (skipEmulator) {
    console.log("DEV_EMULATOR=off: not starting the emulator.");
  } else {
    // A sample business site the analyzer and the scans may fetch: a report and drafts with
    // internal links work without internet (emulator/sample-site/).
    const sampleSite = await startSampleSite(parsePort(process.env.SAMPLE_SITE_PORT) ?? 54329);
    running.sampleSite = sampleSite;
    const emulator = await startEmulator({
      autoconfirm: parseFlag(process.env.EMULATOR_AUTOCONFIRM),
      port: parsePort(process.env.EMULATOR_PORT),
      dbPort: parsePort(process.env.EMULATOR_DB_PORT),
      dataDir: process.env.EMULATOR_DATA_DIR,
      analyzerAllow: parseAnalyzerAllow([process.env.EMULATOR_ANALYZER_ALLOW, sampleSite.host]),
      pagespeed: parseFlag(process.env.EMULATOR_PAGESPEED),
      reloadFunctions: true,
    });
    process.env.VITE_SUPABASE_URL = emulator.url;
    process.env.VITE_SUPABASE_ANON_KEY = emulator.anonKey;
    running.emulator = emulator;
    console.log(describeEmulator(emulator));
  }

  const vite = await createServer({ mode });
  running.vite = vite;
  await vite.listen();
  console.log("");
  vite.printUrls();
  if (running.emulator) console.log(`  Auth e-mails land in ${running.emulator.url}/mailbox`);
  if (running.sampleSite) {
    console.log(`  Sample website to scan offline: ${running.sampleSite.origin}/`);
  }
}

function parsePort(value: string | undefined) {
  return value ? Number(value) : undefined;
}

function parseFlag(value: string | undefined) {
  if (!value) return undefined;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
