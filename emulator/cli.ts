import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { describeEmulator } from "./banner.ts";
import {
  parseAnalyzerAllow,
  parseCaptchaSwitch,
  parseChoice,
  type FunctionLimits,
  type FunctionsRuntime,
} from "./config.ts";
import { startEmulator, type EmulatorOptions } from "./index.ts";

const HELP = `Usage: npm run emulator -- [options]

  --memory            keep the database in memory (nothing persisted)
  --data-dir <dir>    where to persist the database (default .emulator-data, env EMULATOR_DATA_DIR)
  --reset             delete the data directory first (fresh migrations and seed)
  --database-url <postgresql://user:password@host:port/db>  use that PostgreSQL instead of the
                      embedded PGlite (env EMULATOR_DATABASE_URL; connect as a superuser such as
                      postgres): created when missing, bootstrapped and migrated, persisted like a
                      data directory; the functions get it as SUPABASE_DB_URL
                      (scripts/postgres-local.sh starts one on 127.0.0.1:5432)
  --port <n>          HTTP port (default 54321 / [api] port, env EMULATOR_PORT)
  --db-port <n>       Postgres port (default 54322 / [db] port, env EMULATOR_DB_PORT)
  --autoconfirm       confirm e-mail addresses at sign-up (env EMULATOR_AUTOCONFIRM=true|false)
  --no-autoconfirm    require the confirmation link (default from [auth.email] enable_confirmations)
  --email-rate-limit <n>  auth e-mails per hour (default [auth.rate_limit] email_sent, env EMULATOR_EMAIL_RATE_LIMIT)
  --captcha <provider>  require a CAPTCHA token on sign-up, sign-in, reset, OTP and resend, checked
                      with the Turnstile double (turnstile|hcaptcha|off; default [auth.captcha],
                      env EMULATOR_CAPTCHA)
  --analyzer-allow <host:port>  let the analyzer fetch this local fixture site (repeatable,
                      env EMULATOR_ANALYZER_ALLOW=host:port,host:port; tests only)
  --no-pagespeed      do not stand in for PageSpeed Insights (env EMULATOR_PAGESPEED=false);
                      by default the analyzer's enrichment runs Lighthouse in the local Chromium
  --no-keyword-data   do not serve the keyword-data double (env EMULATOR_KEYWORD_DATA=false); the
                      keyword tool then shows search volume only with KEYWORD_DATA_* in
                      supabase/functions/.env, else "niet beschikbaar"
  --keyword-data-rate-limit <n>  the double's requests per minute before 40202 (default 12, as
                      DataForSEO's live endpoints; env EMULATOR_KEYWORD_DATA_RATE_LIMIT)
  --bcrypt-cost <n>   bcrypt cost of new password hashes, 4–31 (default 10 as GoTrue; tests use 4,
                      GoTrue's own test setting; env EMULATOR_BCRYPT_COST)
  --watch             reload a function when its files change
  --functions-runtime <node|deno>  node (default): handler.ts in the emulator's process;
                      deno: index.ts in a Deno worker per function, as the edge runtime runs it,
                      each request measured against its limits (env EMULATOR_FUNCTIONS_RUNTIME)
  --function-limits <log|enforce>  deno only: a request over 2 s CPU or 256 MB is logged (default),
                      or also stopped with 546 WORKER_LIMIT (env EMULATOR_FUNCTION_LIMITS)
  --help`;

function numberOrUndefined(value: string | undefined, name: string) {
  if (value === undefined || value === "") return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) {
    throw new Error(`${name} must be a whole number >= 0`);
  }
  return number;
}

/** bcrypt's own bounds: a cost below 4 or above 31 is not a bcrypt hash. */
function bcryptCostOrUndefined(value: string | undefined) {
  const cost = numberOrUndefined(value, "--bcrypt-cost");
  if (cost !== undefined && (cost < 4 || cost > 31)) {
    throw new Error("--bcrypt-cost must be between 4 and 31");
  }
  return cost;
}

function booleanOrUndefined(value: string | undefined) {
  if (value === undefined || value === "") return undefined;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

/** Emulator options from flags and EMULATOR_* variables (flags win). */
export function optionsFromCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
): EmulatorOptions & { reset: boolean; help: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      memory: { type: "boolean" },
      "data-dir": { type: "string" },
      reset: { type: "boolean" },
      "database-url": { type: "string" },
      port: { type: "string" },
      "db-port": { type: "string" },
      autoconfirm: { type: "boolean" },
      "no-autoconfirm": { type: "boolean" },
      "email-rate-limit": { type: "string" },
      captcha: { type: "string" },
      "analyzer-allow": { type: "string", multiple: true },
      "no-pagespeed": { type: "boolean" },
      "no-keyword-data": { type: "boolean" },
      "keyword-data-rate-limit": { type: "string" },
      "bcrypt-cost": { type: "string" },
      watch: { type: "boolean" },
      "functions-runtime": { type: "string" },
      "function-limits": { type: "string" },
      help: { type: "boolean" },
    },
    strict: true,
  });
  // Flags win over the environment: --memory or --data-dir ask for PGlite even when
  // EMULATOR_DATABASE_URL is exported (the browser suite starts its emulator with --memory).
  const embeddedAsked = values.memory || values["data-dir"] !== undefined;
  const databaseUrl =
    values["database-url"] || (embeddedAsked ? undefined : env.EMULATOR_DATABASE_URL) || undefined;
  const conflicting = values.reset
    ? "reset"
    : values["database-url"] && values.memory
      ? "memory"
      : "";
  if (databaseUrl && conflicting) {
    throw new Error(
      `--${conflicting} applies to the embedded database; with --database-url ` +
        `(EMULATOR_DATABASE_URL) use a new database instead (createdb, or DROP DATABASE … WITH (FORCE)).`,
    );
  }
  const autoconfirm = values.autoconfirm
    ? true
    : values["no-autoconfirm"]
      ? false
      : booleanOrUndefined(env.EMULATOR_AUTOCONFIRM);
  return {
    help: values.help ?? false,
    reset: values.reset ?? false,
    dataDir: values.memory ? null : (values["data-dir"] ?? env.EMULATOR_DATA_DIR),
    databaseUrl,
    port: numberOrUndefined(values.port ?? env.EMULATOR_PORT, "--port"),
    dbPort: numberOrUndefined(values["db-port"] ?? env.EMULATOR_DB_PORT, "--db-port"),
    autoconfirm,
    emailRateLimitPerHour: numberOrUndefined(
      values["email-rate-limit"] ?? env.EMULATOR_EMAIL_RATE_LIMIT,
      "--email-rate-limit",
    ),
    captcha: parseCaptchaSwitch(values.captcha ?? env.EMULATOR_CAPTCHA),
    analyzerAllow: parseAnalyzerAllow(
      values["analyzer-allow"]?.length ? values["analyzer-allow"] : [env.EMULATOR_ANALYZER_ALLOW],
    ),
    pagespeed: values["no-pagespeed"] ? false : booleanOrUndefined(env.EMULATOR_PAGESPEED),
    keywordData: values["no-keyword-data"] ? false : booleanOrUndefined(env.EMULATOR_KEYWORD_DATA),
    keywordDataRequestsPerMinute: numberOrUndefined(
      values["keyword-data-rate-limit"] ?? env.EMULATOR_KEYWORD_DATA_RATE_LIMIT,
      "--keyword-data-rate-limit",
    ),
    bcryptCost: bcryptCostOrUndefined(values["bcrypt-cost"] ?? env.EMULATOR_BCRYPT_COST),
    reloadFunctions: values.watch ?? false,
    functionsRuntime: parseChoice<FunctionsRuntime>(
      values["functions-runtime"] ?? env.EMULATOR_FUNCTIONS_RUNTIME,
      "--functions-runtime",
      ["node", "deno"],
    ),
    functionLimits: parseChoice<FunctionLimits>(
      values["function-limits"] ?? env.EMULATOR_FUNCTION_LIMITS,
      "--function-limits",
      ["log", "enforce"],
    ),
  };
}

async function main() {
  const { help, reset, ...options } = optionsFromCli(process.argv.slice(2), process.env);
  if (help) {
    console.log(HELP);
    return;
  }
  if (reset && options.dataDir !== null) {
    rmSync(resolve(options.dataDir ?? ".emulator-data"), { recursive: true, force: true });
  }
  const emulator = await startEmulator(options);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the emulator…`);
    await emulator.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  // Only now: whoever waits for the banner may press Ctrl-C at once and get a clean stop.
  console.log(describeEmulator(emulator));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
