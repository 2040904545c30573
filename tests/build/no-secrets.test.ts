import { describe, expect, it } from "vitest";
import { assetTexts } from "./dist-files";

/**
 * No secret may reach the browser bundle (docs/architecture.md §4). The local emulator's anon key is public by
 * design; the service-role key, Stripe secret keys and third-party API keys are not.
 */
const SECRET_PATTERNS: Array<[string, RegExp]> = [
  ["Stripe secret key", /\b[sr]k_(live|test)_[0-9a-zA-Z]{10,}/],
  ["Stripe webhook secret", /\bwhsec_[0-9a-zA-Z]{10,}/],
  ["Google API key", /\bAIza[0-9A-Za-z_-]{35}\b/],
  ["OpenAI key", /\bsk-[A-Za-z0-9_-]{20,}/],
  ["RapidAPI key header", /x-rapidapi-key/i],
  ["private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ["Supabase service-role JWT", /eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZS/],
  ["Supabase secret key", /\bsb_secret_[A-Za-z0-9_-]{10,}/],
  ["JWT secret", /super-secret-jwt-token-with-at-least-32-characters-long/],
];

describe("browser bundle", () => {
  const assets = assetTexts().filter((asset) => /\.(js|css|html)$/.test(asset.name));

  it("has assets to check", () => {
    expect(assets.length).toBeGreaterThan(5);
  });

  it.each(SECRET_PATTERNS)("contains no %s", (_label, pattern) => {
    const offenders = assets.filter((asset) => pattern.test(asset.text)).map((asset) => asset.name);
    expect(offenders).toEqual([]);
  });
});
