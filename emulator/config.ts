import { resolve } from "node:path";
import { readProjectToml, type ProjectToml } from "./config-toml.ts";
import { assertDatabaseUrl } from "./db/database-url.ts";
import type { TemplateSetting } from "./mail/auth-templates.ts";
import { CAPTCHA_DOUBLE_SECRET } from "./captcha/keys.ts";

/** The well-known secret of every local Supabase stack; the anon/service keys derive from it. */
export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

export interface EmulatorOptions {
  /** HTTP port for /auth/v1, /functions/v1 and /mailbox. 0 = random. Default 54321. */
  port?: number;
  host?: string;
  /** Postgres wire-protocol port (SUPABASE_DB_URL). 0 = random. Default 54322. */
  dbPort?: number;
  /** Where PGlite keeps its files. null = in memory. Default `<projectDir>/.emulator-data`. */
  dataDir?: string | null;
  /**
   * A real PostgreSQL (`postgresql://user:password@host:port/database`) instead of PGlite: the
   * emulator bootstraps and migrates that database as it is (it persists like a data directory),
   * its own queries use a postgres.js pool, and the functions get this URL as SUPABASE_DB_URL.
   * `dataDir` and `dbPort` are then unused. Connect as a superuser (`postgres`): the bootstrap
   * creates the Supabase roles.
   */
  databaseUrl?: string;
  /** Root holding `supabase/` (config.toml, migrations, seed.sql, functions). Default cwd. */
  projectDir?: string;
  /** Edge-function sources (`<name>/handler.ts`). Default `<projectDir>/supabase/functions`. */
  functionsDir?: string;
  /** Apply supabase/migrations and seed.sql. Default true. */
  migrate?: boolean;
  /** Confirm e-mail addresses on signup (GoTrue MAILER_AUTOCONFIRM). */
  autoconfirm?: boolean;
  siteUrl?: string;
  additionalRedirectUrls?: string[];
  /** Access-token lifetime in seconds. Default 3600. */
  accessTokenTtl?: number;
  /** Seconds a rotated refresh token may still be used. Default 10. */
  refreshTokenReuseInterval?: number;
  jwtSecret?: string;
  /** bcrypt cost. Default 10; tests may lower it for speed. */
  bcryptCost?: number;
  /** Seconds between two e-mails of one kind to one address. Default 1 (CLI). */
  emailMaxFrequency?: number;
  /** Global cap on auth e-mails per hour. */
  emailRateLimitPerHour?: number;
  /**
   * Per-address sign-up/OTP/recover/resend requests per 5 minutes (`sign_in_sign_ups`). Default:
   * GOTRUE_RATE_LIMIT_OTP from the environment, else config.toml, else 30.
   */
  signInSignUpsPer5Min?: number;
  /** Per-address /verify requests per 5 minutes (`token_verifications`), likewise. */
  tokenVerificationsPer5Min?: number;
  /** Lifetime of e-mail links and OTPs in seconds. Default 3600 (CLI). */
  otpExpiry?: number;
  /**
   * GoTrue's `[auth.captcha]`: sign-up, password sign-in, reset, OTP, magic link and resend need
   * a token the CAPTCHA double issued. Default from config.toml (off there). `secret` is what
   * GoTrue sends to siteverify; default the double's own, so only a test changes it.
   */
  captcha?: false | { provider?: CaptchaProvider; secret?: string };
  minPasswordLength?: number;
  enableSignup?: boolean;
  /**
   * A password change needs a reauthentication nonce when the session is older than 24 hours
   * (`[auth.email] secure_password_change`). Default from config.toml, else false.
   */
  securePasswordChange?: boolean;
  /** OAuth providers treated as enabled (none by default). */
  enabledProviders?: string[];
  /**
   * `host:port` pairs of local fixture sites the analyzer may fetch despite the SSRF rules
   * (ANALYZER_ALLOW_HOSTS for functions; honoured only because SUPABASE_URL is loopback here).
   */
  analyzerAllow?: string[];
  /**
   * Serve PageSpeed Insights v5 by running Lighthouse in the local Chromium, and point the
   * functions at it (PAGESPEED_API_KEY/PAGESPEED_API_BASE). Default true; tests turn it off.
   */
  pagespeed?: boolean;
  /**
   * Serve the keyword-data double (a DataForSEO-compatible API at `/keyword-data`) and point the
   * functions' KEYWORD_DATA_* secrets at it. Default true, so the keyword tool shows search volume
   * in `npm run dev`; false leaves the secrets to supabase/functions/.env (none: "niet beschikbaar").
   */
  keywordData?: boolean;
  /**
   * The keyword-data double's requests per minute before it answers 40202. Default 12, the real
   * provider's limit for its live Google Ads endpoints; the browser suite raises it, as it does
   * the e-mail limit, because its many runs share one emulator.
   */
  keywordDataRequestsPerMinute?: number;
  /**
   * How often the emulator runs due background jobs (process-jobs), like pg_cron does hosted.
   * 0 = never on its own (tests call `emulator.jobs.runDue()`). Default 15 s.
   */
  jobsIntervalMs?: number;
  /** Extra environment for functions (after process.env and supabase/functions/.env). */
  functionEnv?: Record<string, string>;
  /** Re-import a function's handler.ts when the file changed (dev). Default false. */
  reloadFunctions?: boolean;
  /**
   * How functions run. "node": `<name>/handler.ts` imported into the emulator's process (quick to
   * start). "deno": `<name>/index.ts` in a Deno worker per function, as the edge runtime runs it,
   * with each request's CPU time and memory measured. Default EMULATOR_FUNCTIONS_RUNTIME, else
   * "node".
   */
  functionsRuntime?: FunctionsRuntime;
  /**
   * Deno workers only: what a request over the edge runtime's limits (2 s CPU, 256 MB) does.
   * "log" writes a line; "enforce" also stops the worker and answers 546 WORKER_LIMIT, as the
   * hosted runtime does (the tests' setting). Default EMULATOR_FUNCTION_LIMITS, else "log".
   */
  functionLimits?: FunctionLimits;
  /** Log lines (mail captured, function errors). Default console.log; pass () => {} to silence. */
  log?: (line: string) => void;
}

export type CaptchaProvider = "turnstile" | "hcaptcha";

/** `[auth.captcha]` when on: the provider named and the secret GoTrue sends to siteverify. */
export interface CaptchaSettings {
  provider: CaptchaProvider;
  secret: string;
}
export type FunctionsRuntime = "node" | "deno";
export type FunctionLimits = "log" | "enforce";

export interface AuthSettings {
  autoconfirm: boolean;
  phoneAutoconfirm: boolean;
  siteUrl: string;
  additionalRedirectUrls: string[];
  accessTokenTtl: number;
  refreshTokenRotation: boolean;
  refreshTokenReuseInterval: number;
  jwtSecret: string;
  bcryptCost: number;
  emailMaxFrequency: number;
  emailRateLimitPerHour: number;
  /**
   * Per-address requests per 5 minutes (burst 30) on sign-up, OTP, recover and resend
   * (`sign_in_sign_ups`) and on /verify (`token_verifications`). GoTrue's own variables
   * GOTRUE_RATE_LIMIT_OTP / GOTRUE_RATE_LIMIT_VERIFY in the emulator's environment win, so a
   * load test from one address can raise them.
   */
  signInSignUpsPer5Min: number;
  tokenVerificationsPer5Min: number;
  otpExpiry: number;
  minPasswordLength: number;
  enableSignup: boolean;
  emailEnabled: boolean;
  securePasswordChange: boolean;
  /**
   * CAPTCHA on the e-mail and password endpoints, null when off. The emulator always verifies
   * with its Turnstile double (also for provider "hcaptcha", whose siteverify has the same shape).
   */
  captcha: CaptchaSettings | null;
  /** `[auth.email.template.<name>]` with content_path resolved against the project directory. */
  emailTemplates: Record<string, TemplateSetting>;
  enabledProviders: string[];
}

export interface EmulatorConfig {
  port: number;
  host: string;
  dbPort: number;
  dataDir: string | null;
  /** Set: a real PostgreSQL holds the data (see EmulatorOptions.databaseUrl). */
  databaseUrl: string | null;
  projectDir: string;
  supabaseDir: string;
  configTomlPath: string;
  functionsDir: string;
  migrate: boolean;
  functionEnv: Record<string, string>;
  analyzerAllow: string[];
  pagespeed: boolean;
  keywordData: boolean;
  keywordDataRequestsPerMinute: number;
  jobsIntervalMs: number;
  reloadFunctions: boolean;
  functionsRuntime: FunctionsRuntime;
  functionLimits: FunctionLimits;
  log: (line: string) => void;
  auth: AuthSettings;
}

export function resolveConfig(options: EmulatorOptions = {}): EmulatorConfig {
  const projectDir = resolve(options.projectDir ?? process.cwd());
  const supabaseDir = resolve(projectDir, "supabase");
  const configTomlPath = resolve(supabaseDir, "config.toml");
  const toml: ProjectToml = readProjectToml(configTomlPath);
  const dataDir =
    options.dataDir === null ? null : resolve(projectDir, options.dataDir ?? ".emulator-data");

  return {
    port: options.port ?? toml.apiPort ?? 54321,
    host: options.host ?? "127.0.0.1",
    dbPort: options.dbPort ?? toml.dbPort ?? 54322,
    dataDir: options.databaseUrl ? null : dataDir,
    databaseUrl: options.databaseUrl ? assertDatabaseUrl(options.databaseUrl) : null,
    projectDir,
    supabaseDir,
    configTomlPath,
    functionsDir: resolve(options.functionsDir ?? resolve(supabaseDir, "functions")),
    migrate: options.migrate ?? true,
    functionEnv: options.functionEnv ?? {},
    analyzerAllow: options.analyzerAllow ?? [],
    pagespeed: options.pagespeed ?? true,
    keywordData: options.keywordData ?? true,
    keywordDataRequestsPerMinute: options.keywordDataRequestsPerMinute ?? 12,
    jobsIntervalMs: options.jobsIntervalMs ?? 15_000,
    reloadFunctions: options.reloadFunctions ?? false,
    functionsRuntime:
      options.functionsRuntime ??
      envChoice("EMULATOR_FUNCTIONS_RUNTIME", ["node", "deno"] as const) ??
      "node",
    functionLimits:
      options.functionLimits ??
      envChoice("EMULATOR_FUNCTION_LIMITS", ["log", "enforce"] as const) ??
      "log",
    log: options.log ?? ((line) => console.log(line)),
    auth: {
      // CLI default: [auth.email] enable_confirmations = false, i.e. autoconfirm on.
      autoconfirm:
        options.autoconfirm ??
        (toml.emailConfirmations === undefined ? true : !toml.emailConfirmations),
      // Hosted default; the CLI turns SMS autoconfirm on, which makes every repeat signup a 422.
      phoneAutoconfirm: false,
      siteUrl: options.siteUrl ?? toml.siteUrl ?? "http://localhost:5173",
      additionalRedirectUrls: options.additionalRedirectUrls ?? toml.additionalRedirectUrls ?? [],
      accessTokenTtl: options.accessTokenTtl ?? toml.jwtExpiry ?? 3600,
      refreshTokenRotation: toml.refreshTokenRotation ?? true,
      refreshTokenReuseInterval:
        options.refreshTokenReuseInterval ?? toml.refreshTokenReuseInterval ?? 10,
      jwtSecret: options.jwtSecret ?? LOCAL_JWT_SECRET,
      bcryptCost: options.bcryptCost ?? 10,
      emailMaxFrequency: options.emailMaxFrequency ?? toml.emailMaxFrequency ?? 1,
      emailRateLimitPerHour: options.emailRateLimitPerHour ?? toml.emailSentPerHour ?? 100,
      signInSignUpsPer5Min:
        options.signInSignUpsPer5Min ??
        envNumber("GOTRUE_RATE_LIMIT_OTP") ??
        toml.signInSignUpsPer5Min ??
        30,
      tokenVerificationsPer5Min:
        options.tokenVerificationsPer5Min ??
        envNumber("GOTRUE_RATE_LIMIT_VERIFY") ??
        toml.tokenVerificationsPer5Min ??
        30,
      otpExpiry: options.otpExpiry ?? toml.otpExpiry ?? 3600,
      minPasswordLength: options.minPasswordLength ?? toml.minimumPasswordLength ?? 6,
      enableSignup: options.enableSignup ?? toml.enableSignup ?? true,
      emailEnabled: toml.emailEnableSignup ?? true,
      securePasswordChange: options.securePasswordChange ?? toml.securePasswordChange ?? false,
      captcha: resolveCaptcha(options.captcha, toml.captcha),
      // The CLI resolves a template's content_path against the directory holding supabase/.
      emailTemplates: Object.fromEntries(
        Object.entries(toml.emailTemplates).map(([name, template]) => [
          name,
          {
            subject: template.subject,
            contentFile: template.contentPath && resolve(projectDir, template.contentPath),
          },
        ]),
      ),
      enabledProviders: options.enabledProviders ?? toml.enabledProviders,
    },
  };
}

/** The CAPTCHA setting: the option when given, else config.toml's `[auth.captcha]`. */
function resolveCaptcha(
  option: EmulatorOptions["captcha"],
  toml: ProjectToml["captcha"],
): CaptchaSettings | null {
  if (option === false) return null;
  if (option) {
    return {
      provider: option.provider ?? "turnstile",
      secret: option.secret ?? CAPTCHA_DOUBLE_SECRET,
    };
  }
  if (!toml?.enabled) return null;
  // config.toml's secret belongs to the hosted project's provider; locally the double answers.
  return {
    provider: toml.provider === "hcaptcha" ? "hcaptcha" : "turnstile",
    secret: CAPTCHA_DOUBLE_SECRET,
  };
}

/** `EMULATOR_CAPTCHA` / `--captcha`: "turnstile" or "hcaptcha" turns it on, "off" off. */
export function parseCaptchaSwitch(value: string | undefined): EmulatorOptions["captcha"] {
  const wanted = (value ?? "").trim().toLowerCase();
  if (wanted === "") return undefined;
  if (["0", "off", "false", "no"].includes(wanted)) return false;
  if (wanted === "turnstile" || wanted === "hcaptcha") return { provider: wanted };
  throw new Error(`--captcha expects turnstile, hcaptcha or off, got "${value}"`);
}

/** One of `choices` (empty: undefined); anything else is an error that names the setting. */
export function parseChoice<T extends string>(
  value: string | undefined,
  name: string,
  choices: readonly T[],
): T | undefined {
  if (value === undefined || value === "") return undefined;
  if ((choices as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be ${choices.join(" or ")}, not "${value}"`);
}

function envChoice<T extends string>(name: string, choices: readonly T[]): T | undefined {
  return parseChoice(process.env[name], name, choices);
}

/** A positive number from the emulator's environment, else undefined. */
function envNumber(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** `EMULATOR_ANALYZER_ALLOW=127.0.0.1:4599,localhost:8080` (or repeated flags) as a list. */
export function parseAnalyzerAllow(values: Array<string | undefined>): string[] {
  const entries = values
    .flatMap((value) => (value ?? "").split(","))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  for (const entry of entries) {
    if (!/^[A-Za-z0-9.[\]:-]+:\d{1,5}$/.test(entry)) {
      throw new Error(`--analyzer-allow expects host:port, got "${entry}"`);
    }
  }
  return entries;
}
