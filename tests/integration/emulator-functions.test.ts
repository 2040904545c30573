import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FunctionsHttpError } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { describe, expect, it, vi } from "vitest";
import { parseDotenv } from "../../emulator/functions/env.ts";
import { emulatorClient, uniqueEmail, useEmulator } from "./emulator-support.ts";

vi.setConfig({ testTimeout: 20_000, hookTimeout: 120_000 });

const FUNCTIONS_DIR = fileURLToPath(new URL("../fixtures/functions", import.meta.url));
const emulator = useEmulator(() => {
  const projectDir = mkdtempSync(join(tmpdir(), "emulator-functions-"));
  mkdirSync(join(projectDir, "supabase"));
  writeFileSync(
    join(projectDir, "supabase", "config.toml"),
    "[functions.open]\nverify_jwt = false\n\n[functions.echo]\nverify_jwt = true\n",
  );
  return {
    projectDir,
    functionsDir: FUNCTIONS_DIR,
    autoconfirm: true,
    functionEnv: { FIXTURE_SECRET: "from-options" },
  };
});

const call = (name: string, init: RequestInit = {}) =>
  fetch(`${emulator().url}/functions/v1/${name}`, { method: "POST", ...init });

describe("functions JWT gate", () => {
  it("refuses a request without Authorization", async () => {
    const response = await call("echo");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ msg: "Error: Missing authorization header" });
  });

  it("refuses a JWT that is not signed with the project secret, and garbage", async () => {
    const forged = await new SignJWT({ role: "anon" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(new TextEncoder().encode("another-secret-that-is-at-least-32-characters"));
    for (const token of [forged, "garbage"]) {
      const response = await call("echo", { headers: { Authorization: `Bearer ${token}` } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ msg: "Invalid JWT" });
    }
  });

  it("lets the anon key through and hands the runtime environment to the handler", async () => {
    const response = await call("echo/sub/path?x=1", {
      headers: {
        Authorization: `Bearer ${emulator().anonKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ hello: "wereld" }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: "POST",
      url: `${emulator().url}/echo/sub/path?x=1`,
      authorization: `Bearer ${emulator().anonKey}`,
      body: { hello: "wereld" },
      env: {
        SUPABASE_URL: emulator().url,
        SUPABASE_ANON_KEY: emulator().anonKey,
        SUPABASE_SERVICE_ROLE_KEY: emulator().serviceRoleKey,
        SUPABASE_DB_URL: emulator().dbUrl,
        FIXTURE_SECRET: "from-options",
      },
    });
  });

  it("passes a signed-in user's access token through supabase.functions.invoke", async () => {
    const client = emulatorClient(emulator());
    const { data: signUp } = await client.auth.signUp({
      email: uniqueEmail("fn"),
      password: "geheim123",
    });
    const { data, error } = await client.functions.invoke("echo", { body: { n: 1 } });
    expect(error).toBeNull();
    expect(data.authorization).toBe(`Bearer ${signUp.session!.access_token}`);
    expect(data.body).toEqual({ n: 1 });
  });

  it("returns FunctionsHttpError from invoke when the gate says 401", async () => {
    const client = emulatorClient(emulator());
    const { data, error } = await client.functions.invoke("echo", {
      headers: { Authorization: "Bearer garbage" },
    });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(error.context.status).toBe(401);
    expect(await error.context.json()).toEqual({ msg: "Invalid JWT" });
  });

  it("skips the gate for verify_jwt = false", async () => {
    const response = await call("open");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("open POST");
  });

  it("answers 404 'Function not found' for unknown names and _shared", async () => {
    for (const name of ["missing", "_shared"]) {
      const response = await call(name, {
        headers: { Authorization: `Bearer ${emulator().anonKey}` },
      });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Function not found");
    }
  });

  it("answers OPTIONS through the handler, or with the documented allow-list", async () => {
    const own = await call("echo", { method: "OPTIONS" });
    expect(own.status).toBe(200);
    expect(own.headers.get("x-handled-by")).toBe("echo");
    const filled = await call("open", { method: "OPTIONS" });
    expect(filled.status).toBe(200);
    expect(filled.headers.get("access-control-allow-origin")).toBe("*");
    expect(filled.headers.get("access-control-allow-headers")).toBe(
      "authorization, x-client-info, apikey, content-type, x-retry-count, traceparent, tracestate, baggage",
    );
  });

  it("turns a throwing handler into the runtime's 500 WORKER_ERROR", async () => {
    const response = await call("broken", {
      headers: { Authorization: `Bearer ${emulator().anonKey}` },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: "WORKER_ERROR",
      message: "Function exited due to an error (please check logs)",
    });
  });

  it("answers the runtime's 503 BOOT_ERROR when a function's code fails to load", async () => {
    const response = await call("boot-fail", {
      headers: { Authorization: `Bearer ${emulator().anonKey}` },
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: "BOOT_ERROR",
      message: "Worker failed to boot (please check logs)",
    });
  });

  it("lets a handler query Postgres through SUPABASE_DB_URL under the caller's role", async () => {
    const sub = "7b0f3a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
    const response = await call("db-probe", {
      headers: { Authorization: `Bearer ${emulator().anonKey}` },
      body: JSON.stringify({ sub }),
    });
    expect(await response.json()).toEqual({ uid: sub, role: "authenticated" });
    // The function's SET LOCAL ROLE ended with its transaction: the shared session is postgres again.
    const { rows } = await emulator().db.query<{ user: string }>("select current_user as user");
    expect(rows[0].user).toBe("postgres");
  });
});

describe("function logs", () => {
  it("keeps each console call of a function with its level, in either runtime, also after the answer", async () => {
    const response = await call("console?tag=one", {
      headers: { Authorization: `Bearer ${emulator().anonKey}` },
    });
    expect(await response.text()).toBe("ok");
    const expected = [
      { name: "console", level: "debug", message: "debug one" },
      { name: "console", level: "log", message: "log one" },
      { name: "console", level: "info", message: "info one 42" },
      { name: "console", level: "warn", message: "warn one { code: 'W1' }" },
      { name: "console", level: "error", message: "error one\nsecond line" },
      { name: "console", level: "log", message: "later one" },
    ];
    // Only this request's lines: Deno itself may add a warning of its own to the function's logs.
    const lines = () =>
      emulator()
        .functions.logs("console")
        .filter(({ message }) => message.includes("one"))
        .map(({ name, level, message }) => ({ name, level, message }));
    await expect.poll(lines).toEqual(expected);
    const elsewhere = emulator()
      .functions.logs()
      .filter(({ name, message }) => name !== "console" && message.includes("one"));
    expect(elsewhere).toEqual([]);

    const hook = (await (
      await fetch(`${emulator().url}/emulator/v1/functions/logs?name=console`)
    ).json()) as {
      runtime: string;
      logs: Array<{ name: string; level: string; message: string; timestamp: string }>;
    };
    expect(hook.runtime).toBe(emulator().functions.runtime);
    expect(
      hook.logs
        .filter(({ message }) => message.includes("one"))
        .map(({ name, level, message }) => ({ name, level, message })),
    ).toEqual(expected);
    expect(Date.parse(hook.logs[0].timestamp)).not.toBeNaN();
  });
});

describe("function secrets file", () => {
  it("parses supabase/functions/.env like dotenv", () => {
    expect(
      parseDotenv(
        "# comment\nSTRIPE_KEY=sk_test_1\nexport QUOTED=\"a b\"\nSINGLE='x#y'\nTRAIL=v # note\n",
      ),
    ).toEqual({ STRIPE_KEY: "sk_test_1", QUOTED: "a b", SINGLE: "x#y", TRAIL: "v" });
  });
});
