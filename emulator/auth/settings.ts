import { sendJson } from "../http/json.ts";
import type { AuthRequest } from "./context.ts";
import { OAUTH_PROVIDERS } from "./authorize.ts";

/** GET /settings (docs/contracts/gotrue-subset.md). */
export async function settings({ res, deps }: AuthRequest) {
  const config = deps.settings;
  const external: Record<string, boolean> = { anonymous_users: false };
  for (const provider of OAUTH_PROVIDERS) {
    external[provider] = config.enabledProviders.includes(provider);
  }
  external.email = config.emailEnabled;
  external.phone = false;
  sendJson(res, 200, {
    external,
    disable_signup: !config.enableSignup,
    mailer_autoconfirm: config.autoconfirm,
    phone_autoconfirm: config.phoneAutoconfirm,
    sms_provider: "",
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });
}

/** GET /health (docs/contracts/gotrue-subset.md). */
export async function health({ res }: AuthRequest) {
  sendJson(res, 200, {
    version: "vindbaar-emulator",
    name: "GoTrue",
    description: "GoTrue is a user registration and authentication API",
  });
}

/** GET /.well-known/jwks.json (docs/contracts/gotrue-subset.md §2): HS256 keys are never published. */
export async function jwks({ res }: AuthRequest) {
  sendJson(res, 200, { keys: [] }, { "Cache-Control": "public, max-age=600" });
}
