import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { functionEnv } from "../../../emulator/functions/env.ts";
import { clientAddress } from "../../../supabase/functions/_shared/client-address.ts";
import { rateLimitSetting } from "../../../supabase/functions/_shared/rate-limit-setting.ts";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("rate limits from secrets", () => {
  const fallback = { max: 5, windowSeconds: 600 };

  it("reads <max>/<seconds>, and keeps the default for a missing or malformed value", () => {
    expect(rateLimitSetting("LEADS_RATE_LIMIT", fallback)).toEqual(fallback);
    vi.stubEnv("LEADS_RATE_LIMIT", "1000/60");
    expect(rateLimitSetting("LEADS_RATE_LIMIT", fallback)).toEqual({
      max: 1000,
      windowSeconds: 60,
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const bad of ["0/600", "5", "5/0", "veel/600", "-1/600"]) {
      vi.stubEnv("LEADS_RATE_LIMIT", bad);
      expect(rateLimitSetting("LEADS_RATE_LIMIT", fallback)).toEqual(fallback);
    }
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it("the emulator passes *_RATE_LIMIT from its own environment over supabase/functions/.env", () => {
    const functionsDir = mkdtempSync(join(tmpdir(), "rate-env-"));
    writeFileSync(join(functionsDir, ".env"), "LEADS_RATE_LIMIT=5/600\nANALYZE_RATE_LIMIT=5/600\n");
    vi.stubEnv("LEADS_RATE_LIMIT", "500/600");
    const env = functionEnv({
      functionsDir,
      supabaseUrl: "http://127.0.0.1:54321",
      anonKey: "a",
      serviceRoleKey: "s",
      dbUrl: "postgres://x",
      extra: {},
    });
    expect(env).toMatchObject({ LEADS_RATE_LIMIT: "500/600", ANALYZE_RATE_LIMIT: "5/600" });
  });
});

describe("the caller's address", () => {
  it("is the gateway's CF-Connecting-IP only; forwarding headers a client writes are ignored", () => {
    const request = (headers: Record<string, string>) =>
      new Request("http://functions.local/leads", { headers });
    expect(clientAddress(request({ "cf-connecting-ip": "198.51.100.7" }))).toBe("198.51.100.7");
    expect(clientAddress(request({ "x-forwarded-for": "spoof-1", "x-real-ip": "spoof-2" }))).toBe(
      "unknown",
    );
    expect(clientAddress(request({}))).toBe("unknown");
  });
});
