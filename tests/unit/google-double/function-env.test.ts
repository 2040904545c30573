import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { functionEnv } from "../../../emulator/functions/env.ts";

describe("the functions' Google variables in the emulator", () => {
  it("point all six at the double and win over a real client in supabase/functions/.env", () => {
    const functionsDir = mkdtempSync(join(tmpdir(), "google-env-"));
    writeFileSync(
      join(functionsDir, ".env"),
      "GOOGLE_OAUTH_CLIENT_ID=echt.apps.googleusercontent.com\nGOOGLE_OAUTH_CLIENT_SECRET=echt\nOTHER=kept\n",
    );
    const env = functionEnv({
      functionsDir,
      supabaseUrl: "http://127.0.0.1:54321",
      anonKey: "a",
      serviceRoleKey: "s",
      dbUrl: "postgres://x",
      extra: {},
      google: {
        clientId: "vindbaar-emulator.apps.googleusercontent.com",
        clientSecret: "emulator-google-secret",
        origin: "http://127.0.0.1:54321",
      },
    });
    expect(env).toMatchObject({
      GOOGLE_OAUTH_CLIENT_ID: "vindbaar-emulator.apps.googleusercontent.com",
      GOOGLE_OAUTH_CLIENT_SECRET: "emulator-google-secret",
      GOOGLE_OAUTH_AUTHORIZE_URL: "http://127.0.0.1:54321/google/o/oauth2/v2/auth",
      GOOGLE_OAUTH_TOKEN_URL: "http://127.0.0.1:54321/google/token",
      GOOGLE_OAUTH_REVOKE_URL: "http://127.0.0.1:54321/google/revoke",
      GOOGLE_API_ROOT: "http://127.0.0.1:54321/google/",
      OTHER: "kept",
    });
  });
});
