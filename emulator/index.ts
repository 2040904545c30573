import type { Server } from "node:http";
import type { AuthDeps } from "./auth/context.ts";
import { signApiKey } from "./auth/jwt.ts";
import { EmailRateLimiter } from "./auth/rate-limit.ts";
import { RequestLimiter } from "./auth/request-limits.ts";
import { httpCaptchaVerifier } from "./auth/captcha-verifier.ts";
import { handleAuth } from "./auth/router.ts";
import { TurnstileDouble } from "./captcha/double.ts";
import { CAPTCHA_PATHS } from "./captcha/keys.ts";
import { handleCaptcha } from "./captcha/routes.ts";
import { Clock } from "./clock.ts";
import {
  resolveConfig,
  type AuthSettings,
  type EmulatorConfig,
  type EmulatorOptions,
} from "./config.ts";
import { DnsZone } from "./dns/zone.ts";
import type { Database, SqlClient } from "./db/database.ts";
import type { MigrationReport } from "./db/migrate.ts";
import { openDatabase } from "./db/open-database.ts";
import { functionEnv } from "./functions/env.ts";
import { createFunctions, type EmulatorFunctions } from "./functions/index.ts";
import { Mailbox } from "./mail/mailbox.ts";
import { handleMailbox } from "./mail/routes.ts";
import { createJobRunner, type JobRunner } from "./jobs/job-runner.ts";
import { runLighthouse } from "./pagespeed/lighthouse-runner.ts";
import {
  EMULATOR_PAGESPEED_KEY,
  handlePageSpeed,
  PAGESPEED_PATH,
} from "./pagespeed/pagespeed-api.ts";
import { sendJson } from "./http/json.ts";
import { createEmulatorServer } from "./server.ts";
import { createGoogleDouble, type GoogleDouble } from "./google/index.ts";
import { createStripeDouble, type StripeDouble } from "./stripe/index.ts";
import { createKeywordDataDouble, KEYWORD_DATA_PREFIX } from "./keyword-data/index.ts";

export type { EmulatorOptions, AuthSettings } from "./config.ts";
export type { MailMessage } from "./mail/mailbox.ts";
export { withRole, type RoleContext, type ApiRole } from "./db/with-role.ts";
export type { Database, Queryable, QueryResult, SqlClient } from "./db/database.ts";
export { LOCAL_JWT_SECRET } from "./config.ts";
export { DnsZone } from "./dns/zone.ts";
export type { StripeDouble, DeliveryAttempt, CompleteOptions } from "./stripe/index.ts";
export type { GoogleDouble, AccountOverride } from "./google/index.ts";
export type {
  EmulatorFunctions,
  FunctionLogLine,
  UsageRecord,
  WorkerInfo,
} from "./functions/index.ts";

export interface Emulator {
  /** `http://127.0.0.1:<port>`: the SUPABASE_URL to give supabase-js. */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /**
   * SUPABASE_DB_URL: `postgresql://postgres:postgres@127.0.0.1:<dbPort>/postgres` (PGlite's
   * socket), or the real server's URL (`databaseUrl`).
   */
  dbUrl: string;
  /**
   * The database as a superuser, with PGlite's query/exec/transaction API on either kind (PGlite
   * itself by default). Use withRole() for RLS-scoped queries.
   */
  db: SqlClient;
  /** The emulator's own access (PGlite's gated one, or a postgres.js pool on a real server). */
  database: Database;
  mailbox: Mailbox;
  /** Move time forward in tests (token expiry, reuse window, e-mail frequency). */
  clock: Clock;
  config: EmulatorConfig;
  migrations: MigrationReport;
  /** Change auth settings at runtime (e.g. autoconfirm) without a restart. */
  configure(patch: Partial<AuthSettings>): void;
  /** The Stripe test double: API at `<url>/v1`, pages and test hooks under `<url>/stripe`. */
  stripe: StripeDouble;
  /** The Google double (OAuth and Search Console) under `<url>/google`. */
  google: GoogleDouble;
  /**
   * The Turnstile double: its widget keys and addresses. GoTrue checks its tokens when
   * `config.auth.captcha` is on (`[auth.captcha]`, `--captcha`, or `configure({ captcha })`).
   */
  captcha: CaptchaDoubleInfo;
  /** The local DNS zone the functions resolve custom domains in (`dns.setCname(host, target)`). */
  dns: DnsZone;
  /** How the functions run (node or deno) and, for Deno workers, their processes and usage. */
  functions: EmulatorFunctions;
  /** Background jobs: `runDue()` runs every due job now through the process-jobs function. */
  jobs: Pick<JobRunner, "runDue">;
  close(): Promise<void>;
}

export interface CaptchaDoubleInfo {
  siteKey: string;
  secret: string;
  /** The widget script the browser loads instead of Cloudflare's api.js. */
  scriptUrl: string;
  siteverifyUrl: string;
  /** What the widget posts `{ sitekey }` to when the box is ticked; answers `{ token }`. */
  challengeUrl: string;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

/**
 * Starts the database (PGlite with its socket, or a real PostgreSQL: bootstrapped and migrated)
 * and the HTTP API on one port.
 */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const config = resolveConfig(options);
  const clock = new Clock();
  const { database, migrations } = await openDatabase(config);
  let stripe: StripeDouble | undefined;
  let stopFunctions: (() => Promise<void>) | undefined;
  try {
    const secret = config.auth.jwtSecret;
    const apiKeys = {
      anon: await signApiKey(secret, "anon"),
      serviceRole: await signApiKey(secret, "service_role"),
    };
    const mailbox = new Mailbox(config.log);
    const dns = new DnsZone();
    let url = "";
    const stripeDouble = await createStripeDouble({
      db: database,
      clock,
      publicUrl: () => url,
      log: config.log,
    });
    stripe = stripeDouble;
    const google = await createGoogleDouble({ db: database, clock });
    const keywordData = createKeywordDataDouble({
      clock,
      requestsPerMinute: config.keywordDataRequestsPerMinute,
    });
    const turnstile = new TurnstileDouble(clock);
    const deps: AuthDeps = {
      settings: config.auth,
      db: database,
      mailbox,
      clock,
      limiter: new EmailRateLimiter(clock, config.auth),
      requestLimiter: new RequestLimiter(clock, {
        signInSignUps: config.auth.signInSignUpsPer5Min,
        tokenVerifications: config.auth.tokenVerificationsPer5Min,
      }),
      captchaVerifier: httpCaptchaVerifier(() => `${url}${CAPTCHA_PATHS.siteverify}`),
      apiKeys,
      externalUrl: "",
      log: config.log,
    };
    const functions = createFunctions({
      config,
      jwtSecret: secret,
      clock,
      env: () =>
        functionEnv({
          functionsDir: config.functionsDir,
          supabaseUrl: url,
          anonKey: apiKeys.anon,
          serviceRoleKey: apiKeys.serviceRole,
          dbUrl: database.functionsUrl,
          extra: config.functionEnv,
          site: {
            siteUrl: config.auth.siteUrl,
            redirectUrls: config.auth.additionalRedirectUrls,
          },
          stripe: {
            secretKey: stripeDouble.secretKey,
            apiBase: url,
            webhookSecret: stripeDouble.webhookSecret,
          },
          google: {
            clientId: google.clientId,
            clientSecret: google.clientSecret,
            origin: url,
          },
          dnsZoneUrl: `${url}/dns/v1/resolve`,
          analyzerAllow: config.analyzerAllow,
          ...(config.keywordData && {
            keywordData: {
              apiUrl: `${url}${KEYWORD_DATA_PREFIX}`,
              login: keywordData.login,
              password: keywordData.password,
            },
          }),
          ...(config.pagespeed && {
            pagespeed: { apiKey: EMULATOR_PAGESPEED_KEY, apiBase: url },
          }),
        }),
      origin: () => url,
    });
    stopFunctions = () => functions.close();
    const jobs = createJobRunner({
      functionsUrl: () => `${url}/functions/v1`,
      serviceRoleKey: apiKeys.serviceRole,
      intervalMs: config.jobsIntervalMs,
      log: config.log,
    });
    const server = createEmulatorServer({
      emulator: async (req, res, reqUrl) =>
        reqUrl.pathname.startsWith("/emulator/v1/google/")
          ? google.handleTestHook(req, res, reqUrl)
          : reqUrl.pathname.startsWith("/emulator/v1/functions/")
            ? functions.handleTestHook(req, res, reqUrl)
            : jobs.handle(req, res, reqUrl),
      google: (req, res, reqUrl) => google.handle(req, res, reqUrl),
      auth: (req, res, reqUrl, path) => handleAuth(deps, req, res, reqUrl, path),
      functions: (req, res, reqUrl, path) => functions.runner.handle(req, res, reqUrl, path),
      mailbox: (req, res, reqUrl) => handleMailbox(mailbox, req, res, reqUrl),
      stripe: (req, res, reqUrl) => stripeDouble.handle(req, res, reqUrl),
      dns: (req, res, reqUrl) => dns.handle(req, res, reqUrl),
      captcha: (req, res, reqUrl) => handleCaptcha(turnstile, req, res, reqUrl),
      keywordData: async (req, res, reqUrl) => {
        if (!config.keywordData) {
          sendJson(res, 404, { message: "The keyword-data double is off (--no-keyword-data)." });
          return;
        }
        await keywordData.handle(req, res, reqUrl);
      },
      pagespeed: async (req, res, reqUrl) => {
        if (!config.pagespeed) {
          sendJson(res, 404, { message: "The PageSpeed stand-in is off (--no-pagespeed)." });
          return;
        }
        await handlePageSpeed(req, res, reqUrl, {
          apiKey: EMULATOR_PAGESPEED_KEY,
          run: runLighthouse,
        });
      },
      index: () => ({
        name: "Vindbaar Supabase emulator",
        auth: `${url}/auth/v1`,
        functions: `${url}/functions/v1/<name>`,
        mailbox: `${url}/mailbox`,
        dns: {
          resolve: `${url}/dns/v1/resolve?name=<host>&type=CNAME|TXT`,
          records: `${url}/dns/_test/records`,
        },
        pagespeed: config.pagespeed ? `${url}${PAGESPEED_PATH}` : null,
        google: {
          consent: `${url}/google/o/oauth2/v2/auth`,
          token: `${url}/google/token`,
          revoke: `${url}/google/revoke`,
          apiRoot: `${url}/google/`,
          testToken: `POST ${url}/emulator/v1/google/token {"email"} (this machine only)`,
          clientId: google.clientId,
        },
        keywordData: config.keywordData
          ? {
              api: `${url}${KEYWORD_DATA_PREFIX}/v3/keywords_data/google_ads/search_volume/live`,
              login: keywordData.login,
            }
          : null,
        jobs: { runDue: `POST ${url}/emulator/v1/jobs/run-due (this machine only)` },
        captcha: {
          enforced: config.auth.captcha !== null,
          script: `${url}${CAPTCHA_PATHS.script}`,
          siteverify: `${url}${CAPTCHA_PATHS.siteverify}`,
          siteKey: turnstile.siteKey,
        },
        db: database.functionsUrl,
        stripe: {
          api: `${url}/v1`,
          checkout: `${url}/stripe/checkout/<cs_test_…>`,
          portal: `${url}/stripe/portal/<bps_…>`,
          testHooks: `${url}/stripe/_test/`,
          secretKey: stripeDouble.secretKey,
        },
      }),
      log: config.log,
    });
    const port = await listen(server, config.port, config.host);
    url = `http://${config.host}:${port}`;
    deps.externalUrl = `${url}/auth/v1`;
    await stripeDouble.seed();

    let closed = false;
    return {
      url,
      anonKey: apiKeys.anon,
      serviceRoleKey: apiKeys.serviceRole,
      jwtSecret: secret,
      dbUrl: database.functionsUrl,
      db: database.client,
      database,
      mailbox,
      clock,
      config,
      migrations,
      configure(patch) {
        Object.assign(config.auth, patch);
      },
      stripe: stripeDouble,
      captcha: {
        siteKey: turnstile.siteKey,
        secret: turnstile.secret,
        scriptUrl: `${url}${CAPTCHA_PATHS.script}`,
        siteverifyUrl: `${url}${CAPTCHA_PATHS.siteverify}`,
        challengeUrl: `${url}${CAPTCHA_PATHS.challenge}`,
      },
      google,
      functions,
      jobs,
      dns,
      async close() {
        if (closed) return;
        closed = true;
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        jobs.stop();
        await functions.close();
        await stripeDouble.close();
        await database.close();
      },
    };
  } catch (error) {
    await stopFunctions?.().catch(() => undefined);
    await stripe?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
