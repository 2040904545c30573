import type { Emulator } from "./index.ts";

function describeRuntime(config: Emulator["config"]): string {
  return config.functionsRuntime === "deno"
    ? `Deno workers, edge limits ${config.functionLimits === "enforce" ? "enforced" : "logged"}`
    : "in-process Node; EMULATOR_FUNCTIONS_RUNTIME=deno runs them as hosted";
}

/** What runs where, for the terminal. */
export function describeEmulator(emulator: Emulator): string {
  const { config } = emulator;
  const lines = [
    "Supabase emulator (local stand-in, never deployed)",
    `  API URL        ${emulator.url}`,
    `  Auth           ${emulator.url}/auth/v1   (autoconfirm ${config.auth.autoconfirm ? "on" : "off"}, site_url ${config.auth.siteUrl})`,
    `  Functions      ${emulator.url}/functions/v1/<name>   (${config.functionsDir}; ${describeRuntime(config)})`,
    `  Mailbox        ${emulator.url}/mailbox`,
    `  CAPTCHA        ${config.auth.captcha ? `on: Turnstile double, site key ${emulator.captcha.siteKey}, widget ${emulator.captcha.scriptUrl}` : "off ([auth.captcha], --captcha turnstile to try it)"}`,
    `  Stripe double  ${emulator.url}/v1   (key ${emulator.stripe.secretKey}, webhooks signed with ${emulator.stripe.webhookSecret})`,
    `  Checkout       ${emulator.url}/stripe/checkout/<cs_test_…>   portal ${emulator.url}/stripe/portal/<bps_…>`,
    `  Google double  ${emulator.url}/google/   (consent /google/o/oauth2/v2/auth, client ${emulator.google.clientId})`,
    `  Keyword data   ${config.keywordData ? `${emulator.url}/keyword-data/v3/keywords_data/google_ads/…   (DataForSEO-compatible double)` : "off: search volume only with KEYWORD_DATA_* secrets"}`,
    `  DB URL         ${emulator.dbUrl}`,
    `  Data           ${config.databaseUrl ? "in the PostgreSQL database at DB URL" : (config.dataDir ?? "in memory")}`,
    `  anon key       ${emulator.anonKey}`,
    `  service_role   ${emulator.serviceRoleKey}`,
  ];
  const { applied, skipped, seeded } = emulator.migrations;
  lines.push(
    `  Migrations     ${applied.length} applied, ${skipped} already present${seeded ? ", seed.sql applied" : ""}`,
  );
  return lines.join("\n");
}
