import { validationFailed } from "../http/errors.ts";
import type { AuthRequest } from "./context.ts";

/** The OAuth providers GoTrue knows (its /settings `external` list minus email/phone). */
export const OAUTH_PROVIDERS = [
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "snapchat",
  "figma",
  "fly",
  "github",
  "gitlab",
  "google",
  "keycloak",
  "kakao",
  "linkedin",
  "linkedin_oidc",
  "notion",
  "spotify",
  "slack",
  "slack_oidc",
  "workos",
  "twitch",
  "twitter",
  "zoom",
];

/**
 * GET /authorize (docs/contracts/gotrue-subset.md). The emulator has no OAuth round trip: a provider that
 * is not enabled answers exactly like GoTrue (400, legacy JSON because browsers navigate here
 * without the version header); an enabled one is reported as not configured.
 */
export async function authorize({ url, deps }: AuthRequest) {
  const provider = (url.searchParams.get("provider") ?? "").toLowerCase();
  if (!OAUTH_PROVIDERS.includes(provider)) {
    throw validationFailed(`Unsupported provider: Provider ${provider} could not be found`);
  }
  if (deps.settings.enabledProviders.includes(provider)) {
    deps.log(`[auth] ${provider} is enabled in config.toml, but the emulator has no OAuth flow`);
    throw validationFailed("Unsupported provider: missing OAuth client ID");
  }
  throw validationFailed("Unsupported provider: provider is not enabled");
}
