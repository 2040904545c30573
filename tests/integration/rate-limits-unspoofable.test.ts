import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANALYZER_ERRORS } from "../../supabase/functions/_shared/contract/analyzer.ts";
import { LEAD_ERRORS } from "../../supabase/functions/_shared/contract/leads-limits.ts";
import { startServer, type LocalServer } from "../unit/seo/local-server.ts";
import { fixtureSite } from "./analyzer-support.ts";
import { signUpUser, useEmulator } from "./emulator-support.ts";
import { fetchFrom } from "./from-address.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

/**
 * The functions' rate limits count what the gateway says about the caller (the socket's address,
 * or the signed-in account), never a forwarding header the caller wrote itself.
 */
let site: LocalServer;
beforeAll(async () => {
  site = await startServer(fixtureSite);
});
afterAll(async () => {
  await site.close();
});
const emulator = useEmulator(() => ({ analyzerAllow: [site.host], autoconfirm: true }));

async function call(
  name: "leads" | "analyze-site",
  body: unknown,
  options: { from?: string; headers?: Record<string, string>; token?: string } = {},
) {
  const response = await fetchFrom(options.from ?? "127.0.0.1")(
    `${emulator().url}/functions/v1/${name}`,
    {
      method: "POST",
      headers: {
        apikey: emulator().anonKey,
        Authorization: `Bearer ${options.token ?? emulator().anonKey}`,
        "Content-Type": "application/json",
        ...options.headers,
      },
      body: JSON.stringify(body),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const lead = (n: number) => ({ kind: "cta", email: `spoof${n}@voorbeeld.nl` });

describe("rate limits a caller cannot spoof", () => {
  it("leads: a new X-Forwarded-For, X-Real-IP or CF-Connecting-IP on every request still gets 429 after 5", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 7; n++) {
      const spoofed = `spoof-${n}`;
      const result = await call("leads", lead(n), {
        from: "127.0.31.1",
        headers: {
          "X-Forwarded-For": spoofed,
          "X-Real-IP": spoofed,
          "CF-Connecting-IP": `203.0.113.${n}`,
        },
      });
      statuses.push(result.status);
      if (n === 6) expect(result.body).toEqual({ error: LEAD_ERRORS.rateLimited });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it("leads: without any forwarding header the sixth request from one address gets 429", async () => {
    const statuses: number[] = [];
    for (let n = 11; n <= 16; n++)
      statuses.push((await call("leads", lead(n), { from: "127.0.31.2" })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("analyze-site: a rotating X-Forwarded-For gets 429 after 5 fresh analyses", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++) {
      const result = await call(
        "analyze-site",
        { url: `${site.origin}/zwak?spoof=${n}` },
        { from: "127.0.31.3", headers: { "X-Forwarded-For": `spoof-${n}` } },
      );
      statuses.push(result.status);
      if (n === 6) expect(result.body).toEqual({ error: ANALYZER_ERRORS.rateLimitedAnonymous });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("leads: a signed-in caller is limited per account, from whichever address", async () => {
    const user = await signUpUser(emulator(), { prefix: "leads-per-user", requireSession: true });
    const statuses: number[] = [];
    for (let n = 21; n <= 26; n++) {
      const result = await call("leads", lead(n), { from: `127.0.32.${n}`, token: user.token! });
      statuses.push(result.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
