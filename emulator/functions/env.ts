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
  /** The emulator's Stripe double; its values win over secrets (the only Stripe reachable offline). */
  stripe?: { secretKey: string; apiBase: string; webhookSecret: string };
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
    ...secrets,
    ...input.extra,
    ...(input.stripe && {
      STRIPE_SECRET_KEY: input.stripe.secretKey,
      STRIPE_API_BASE: input.stripe.apiBase,
      STRIPE_WEBHOOK_SECRET: input.stripe.webhookSecret,
    }),
    SUPABASE_URL: input.supabaseUrl,
    SUPABASE_ANON_KEY: input.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: input.serviceRoleKey,
    SUPABASE_DB_URL: input.dbUrl,
  };
}
