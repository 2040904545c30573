import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** A dotenv file: KEY=value lines, `#` comments, optional quotes, `export ` prefix. */
export function parseDotenv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    let value = match[2];
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, "\n");
    } else {
      value = value.replace(/\s+#.*$/, "");
    }
    env[match[1]] = value;
  }
  return env;
}

export interface FunctionEnvInput {
  functionsDir: string;
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
  extra: Record<string, string>;
  /** The auth site URL and redirect allow-list: the defaults for SITE_URL and ALLOWED_ORIGINS. */
  site?: { siteUrl: string; redirectUrls: string[] };
  /** The emulator's Stripe double; its values win over secrets (the only Stripe reachable offline). */
  stripe?: { secretKey: string; apiBase: string; webhookSecret: string };
  /**
   * The emulator's Google double (`<origin>/google/…`); like Stripe's, it wins over secrets: a
   * real OAuth client would send local consent to Google, which cannot redirect to this machine's
   * data, and the double only accepts its own client.
   */
  google?: { clientId: string; clientSecret: string; origin: string };
  /** The emulator's DNS zone (DNS_ZONE_URL): custom domains resolve there, not in real DNS. */
  dnsZoneUrl?: string;
  /**
   * The emulator's PageSpeed Insights stand-in; like the Stripe double, it wins over secrets
   * (offline, Google's PSI could not reach a local site anyway).
   */
  pagespeed?: { apiKey: string; apiBase: string };
  /**
   * The emulator's keyword-data double (KEYWORD_DATA_*); like the PageSpeed stand-in, it wins
   * over secrets while it is on (`--no-keyword-data` leaves a real provider's secrets in place).
   */
  keywordData?: { apiUrl: string; login: string; password: string };
  /** Fixture sites the analyzer may fetch (ANALYZER_ALLOW_HOSTS). */
  analyzerAllow?: string[];
}

/**
 * The variables a function sees, in the hosted runtime's terms: project secrets (process env,
 * then `supabase/functions/.env`, then options) and the reserved SUPABASE_* names, which secrets
 * cannot override (the CLI refuses them too). With the Stripe double, STRIPE_SECRET_KEY,
 * STRIPE_API_BASE and STRIPE_WEBHOOK_SECRET point at it and override any secret of the same name:
 * a developer's real test key in `.env` would otherwise send local checkouts to Stripe, whose
 * webhooks can never reach this machine.
 */
export function functionEnv(input: FunctionEnvInput): Record<string, string> {
  const file = join(input.functionsDir, ".env");
  const secrets = existsSync(file) ? parseDotenv(readFileSync(file, "utf8")) : {};
  return {
    ...(input.site && siteDefaults(input.site)),
    ...secrets,
    ...rateLimitsFromProcess(),
    ...input.extra,
    ...(input.stripe && {
      STRIPE_SECRET_KEY: input.stripe.secretKey,
      STRIPE_API_BASE: input.stripe.apiBase,
      STRIPE_WEBHOOK_SECRET: input.stripe.webhookSecret,
    }),
    ...(input.google && googleEnv(input.google)),
    ...(input.dnsZoneUrl && { DNS_ZONE_URL: input.dnsZoneUrl }),
    ...(input.pagespeed && {
      PAGESPEED_API_KEY: input.pagespeed.apiKey,
      PAGESPEED_API_BASE: input.pagespeed.apiBase,
    }),
    ...(input.keywordData && {
      KEYWORD_DATA_API_URL: input.keywordData.apiUrl,
      KEYWORD_DATA_LOGIN: input.keywordData.login,
      KEYWORD_DATA_PASSWORD: input.keywordData.password,
    }),
    ...(input.analyzerAllow?.length && { ANALYZER_ALLOW_HOSTS: input.analyzerAllow.join(",") }),
    SUPABASE_URL: input.supabaseUrl,
    SUPABASE_ANON_KEY: input.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: input.serviceRoleKey,
    SUPABASE_DB_URL: input.dbUrl,
  };
}

/**
 * The functions' rate limits (LEADS_RATE_LIMIT, ANALYZE_RATE_LIMIT, …: every `*_RATE_LIMIT`) as
 * the emulator's own environment has them. They win over `supabase/functions/.env`, so a load
 * test or benchmark on one machine, where every caller has the same address, can raise them
 * without editing the secrets file: `LEADS_RATE_LIMIT=1000/600 npm run dev`.
 */
function rateLimitsFromProcess(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[0].endsWith("_RATE_LIMIT") && !!entry[1],
    ),
  );
}

/**
 * SITE_URL and ALLOWED_ORIGINS for the billing functions' return-URL check, from the same
 * config.toml settings the auth service uses (site_url, additional_redirect_urls without their
 * globs), so the dev server and `vite preview` work without a secret. Secrets still override them.
 */
function siteDefaults(site: { siteUrl: string; redirectUrls: string[] }): Record<string, string> {
  const origins = new Set<string>();
  for (const pattern of site.redirectUrls) {
    try {
      origins.add(new URL(pattern.replace(/\*+.*$/, "")).origin);
    } catch {
      // A pattern that is not a URL prefix (e.g. a bare glob) allows no origin here.
    }
  }
  return { SITE_URL: site.siteUrl, ALLOWED_ORIGINS: [...origins].join(",") };
}

/** The six GOOGLE_* variables pointing at the double (Google's real URLs are the code's defaults). */
function googleEnv(google: { clientId: string; clientSecret: string; origin: string }) {
  return {
    GOOGLE_OAUTH_CLIENT_ID: google.clientId,
    GOOGLE_OAUTH_CLIENT_SECRET: google.clientSecret,
    GOOGLE_OAUTH_AUTHORIZE_URL: `${google.origin}/google/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${google.origin}/google/token`,
    GOOGLE_OAUTH_REVOKE_URL: `${google.origin}/google/revoke`,
    GOOGLE_API_ROOT: `${google.origin}/google/`,
  };
}
