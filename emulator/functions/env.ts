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
}

/**
 * The variables a function sees, in the hosted runtime's terms: project secrets (process env,
 * then `supabase/functions/.env`, then options) and the reserved SUPABASE_* names, which secrets
 * cannot override (the CLI refuses them too).
 */
export function functionEnv(input: FunctionEnvInput): Record<string, string> {
  const file = join(input.functionsDir, ".env");
  const secrets = existsSync(file) ? parseDotenv(readFileSync(file, "utf8")) : {};
  return {
    ...secrets,
    ...input.extra,
    SUPABASE_URL: input.supabaseUrl,
    SUPABASE_ANON_KEY: input.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: input.serviceRoleKey,
    SUPABASE_DB_URL: input.dbUrl,
  };
}
