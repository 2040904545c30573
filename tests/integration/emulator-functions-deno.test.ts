import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startEmulator } from "../../emulator/index.ts";
import { testEmulatorOptions, useEmulator } from "./emulator-support.ts";

/**
 * The deno functions runtime: each function's own index.ts in a Deno worker per function, as the
 * edge runtime runs it, behind the emulator's gateway, with each request measured against the
 * hosted limits (2 s CPU, 256 MB). Runs in both suite modes: it asks for the runtime itself.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const FIXTURES = fileURLToPath(new URL("../fixtures/functions", import.meta.url));
const logLines: string[] = [];
const emulator = useEmulator(() => {
  const projectDir = mkdtempSync(join(tmpdir(), "emulator-deno-"));
  mkdirSync(join(projectDir, "supabase"));
  writeFileSync(join(projectDir, "supabase", "config.toml"), "");
  return {
    projectDir,
    functionsDir: FIXTURES,
    functionsRuntime: "deno",
    functionLimits: "enforce",
    functionEnv: { FIXTURE_SECRET: "from-options" },
    log: (line) => logLines.push(line),
  };
});

afterEach(() => {
  vi.useRealTimers();
});

const call = (name: string, init: RequestInit = {}) =>
  fetch(`${emulator().url}/functions/v1/${name}`, {
    ...init,
    headers: { Authorization: `Bearer ${emulator().anonKey}`, ...init.headers },
  });

const isRunning = (pid: number) => existsSync(`/proc/${pid}`) && !isZombie(pid);
function isZombie(pid: number): boolean {
  try {
    return /\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(check: () => boolean, ms = 5_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

describe("functions in Deno workers", () => {
  it("starts a worker on a function's first request and runs its index.ts with deno", async () => {
    expect(emulator().functions.runtime).toBe("deno");
    expect(
      emulator()
        .functions.workers()
        .filter((w) => w.name === "runtime-info"),
    ).toEqual([]);
    const response = await call("runtime-info");
    expect(response.status).toBe(200);
    const { pid } = (await response.json()) as { pid: number };
    expect(emulator().functions.workers()).toContainEqual(
      expect.objectContaining({ name: "runtime-info", pid, busy: false }),
    );
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    expect(commandLine[0]).toMatch(/deno$/);
    expect(commandLine).toContain(pathToFileURL(join(FIXTURES, "runtime-info", "index.ts")).href);
    // The next request is served by the same worker.
    const again = (await (await call("runtime-info")).json()) as { pid: number };
    expect(again.pid).toBe(pid);
  });

  it("gives the worker exactly the function's variables: secrets and SUPABASE_*, nothing of the host", async () => {
    const { env } = (await (await call("runtime-info")).json()) as {
      env: Record<string, string>;
    };
    const url = emulator().url;
    expect(Object.keys(env).sort()).toEqual(
      [
        "ALLOWED_ORIGINS",
        "DNS_ZONE_URL",
        "FIXTURE_SECRET",
        "GOOGLE_API_ROOT",
        "GOOGLE_OAUTH_AUTHORIZE_URL",
        "GOOGLE_OAUTH_CLIENT_ID",
        "GOOGLE_OAUTH_CLIENT_SECRET",
        "GOOGLE_OAUTH_REVOKE_URL",
        "GOOGLE_OAUTH_TOKEN_URL",
        "KEYWORD_DATA_API_URL",
        "KEYWORD_DATA_LOGIN",
        "KEYWORD_DATA_PASSWORD",
        "SITE_URL",
        "STRIPE_API_BASE",
        "STRIPE_SECRET_KEY",
        "STRIPE_WEBHOOK_SECRET",
        "SUPABASE_ANON_KEY",
        "SUPABASE_DB_URL",
        "SUPABASE_SERVICE_ROLE_KEY",
        "SUPABASE_URL",
        ...Object.keys(process.env).filter((name) => name.endsWith("_RATE_LIMIT")),
      ].sort(),
    );
    expect(env).toMatchObject({
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: emulator().anonKey,
      SUPABASE_SERVICE_ROLE_KEY: emulator().serviceRoleKey,
      SUPABASE_DB_URL: emulator().dbUrl,
      FIXTURE_SECRET: "from-options",
      STRIPE_API_BASE: url,
    });
  });

  it("keeps the worker's clock with the emulator's, as functions in the emulator's process have it", async () => {
    const info = async () =>
      (await (await call("runtime-info")).json()) as {
        now: number;
        dateIsDate: boolean;
        headers: string[];
      };
    const real = await info();
    expect(Math.abs(real.now - Date.now())).toBeLessThan(5_000);
    expect(real.headers).not.toContain("x-vindbaar-emulator-now");

    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + 15 * 24 * 3_600_000);
    const later = await info();
    expect(Math.abs(later.now - Date.now())).toBeLessThan(5_000);
    expect(later.dateIsDate).toBe(true);
    vi.useRealTimers();
    expect(Math.abs((await info()).now - Date.now())).toBeLessThan(5_000);
  });

  it("serves concurrent requests in separate workers, one request per worker", async () => {
    const [first, second] = await Promise.all(
      [0, 1].map(
        async () => (await (await call("runtime-info?wait=400")).json()) as { pid: number },
      ),
    );
    expect(first.pid).not.toBe(second.pid);
    const pids = emulator()
      .functions.workers()
      .filter((worker) => worker.name === "runtime-info")
      .map((worker) => worker.pid);
    expect(pids).toEqual(expect.arrayContaining([first.pid, second.pid]));
  });

  it("replaces a worker that crashed on the next request", async () => {
    const before = (await (await call("crash")).json()) as { pid: number };
    const crashed = await call("crash", { method: "POST" });
    expect(crashed.status).toBe(500);
    expect(await crashed.json()).toEqual({
      code: "WORKER_ERROR",
      message: "Function exited due to an error (please check logs)",
    });
    expect(await waitUntil(() => !isRunning(before.pid))).toBe(true);
    const after = await call("crash");
    expect(after.status).toBe(200);
    const { pid } = (await after.json()) as { pid: number };
    expect(pid).not.toBe(before.pid);
  });

  it("sends the next request to a new worker when the last one died a moment ago", async () => {
    // Killed from outside and called as soon as it is gone: the pool may not have seen the
    // exit yet (Node reports it a little later).
    for (let round = 0; round < 5; round += 1) {
      const before = (await (await call("crash")).json()) as { pid: number };
      process.kill(before.pid, "SIGKILL");
      await waitUntil(() => !isRunning(before.pid), 5_000);
      const after = await call("crash");
      expect(after.status).toBe(200);
      expect(((await after.json()) as { pid: number }).pid).not.toBe(before.pid);
    }
  });

  it("streams the answer to the caller and frees the worker when the caller hangs up", async () => {
    const controller = new AbortController();
    const response = await call("stream", { signal: controller.signal });
    expect(response.status).toBe(200);
    const pid = Number(response.headers.get("x-pid"));
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    // The answer is still open: only a streaming gateway hands over its first part.
    expect(new TextDecoder().decode(value)).toBe("eerste deel\n");
    expect(emulator().functions.workers()).toContainEqual(
      expect.objectContaining({ name: "stream", pid, busy: true }),
    );
    controller.abort();
    const freed = await waitUntil(() =>
      emulator()
        .functions.workers()
        .some((worker) => worker.pid === pid && !worker.busy),
    );
    expect(freed).toBe(true);
  });

  it("measures each request's CPU time and memory", async () => {
    const response = await call("burn?ms=300");
    expect(response.status).toBe(200);
    const { pid } = (await response.json()) as { pid: number };
    const usage = emulator()
      .functions.usage()
      .filter((record) => record.name === "burn" && record.pid === pid)
      .at(-1);
    expect(usage).toMatchObject({ method: "GET", status: 200, over: [] });
    expect(usage!.cpuMs).toBeGreaterThanOrEqual(250);
    expect(usage!.cpuMs).toBeLessThan(2_000);
    expect(usage!.memoryBytes).toBeGreaterThan(0);
    expect(usage!.memoryBytes).toBeLessThan(256 * 1024 * 1024);
    expect(usage!.peakRssBytes).toBeGreaterThan(usage!.memoryBytes);
  });

  it("stops a request over 2 s of CPU with 546 WORKER_LIMIT, logs it, and boots a new worker next", async () => {
    logLines.length = 0;
    const response = await call("burn?ms=5000");
    expect(response.status).toBe(546);
    expect(await response.json()).toEqual({
      code: "WORKER_LIMIT",
      message: "Worker failed to respond due to a resource limit (please check logs)",
    });
    const usage = emulator()
      .functions.usage()
      .filter((record) => record.name === "burn")
      .at(-1)!;
    expect(usage).toMatchObject({ status: 546, over: ["cpu"] });
    expect(usage.cpuMs).toBeGreaterThan(2_000);
    expect(usage.cpuMs).toBeLessThan(3_000);
    expect(logLines).toContainEqual(
      expect.stringMatching(
        /^\[functions\] burn: GET went over the edge runtime's cpu limit: 2\.\d\d s CPU \(limit 2 s\), \d+ MB memory \(limit 256 MB\); stopped the worker: 546 WORKER_LIMIT, as the edge runtime would$/,
      ),
    );
    expect(await waitUntil(() => !isRunning(usage.pid))).toBe(true);
    const next = await call("burn?ms=10");
    expect(next.status).toBe(200);
  });

  it("stops a request over 256 MB of memory with 546 WORKER_LIMIT", async () => {
    const response = await call("hog?mb=320");
    expect(response.status).toBe(546);
    expect(await response.json()).toMatchObject({ code: "WORKER_LIMIT" });
    const usage = emulator()
      .functions.usage()
      .filter((record) => record.name === "hog")
      .at(-1)!;
    expect(usage).toMatchObject({ status: 546, over: ["memory"] });
    expect(usage.memoryBytes).toBeGreaterThan(256 * 1024 * 1024);
  });

  it("lists the workers and their usage on the emulator's test hooks", async () => {
    await call("runtime-info");
    const workers = (await (
      await fetch(`${emulator().url}/emulator/v1/functions/workers`)
    ).json()) as { runtime: string; workers: Array<{ name: string; pid: number }> };
    expect(workers.runtime).toBe("deno");
    expect(workers.workers.map((worker) => worker.name)).toContain("runtime-info");
    const usage = (await (await fetch(`${emulator().url}/emulator/v1/functions/usage`)).json()) as {
      usage: Array<{ name: string; cpuMs: number }>;
    };
    expect(usage.usage.map((record) => record.name)).toContain("runtime-info");
  });
});

describe("Deno workers' life cycle", () => {
  it("with limits logged only, a slow request answers and the line says what hosted would do; workers stop with the emulator; changed files restart a worker", async () => {
    const functionsDir = mkdtempSync(join(tmpdir(), "emulator-deno-functions-"));
    const writeHello = (word: string) => {
      mkdirSync(join(functionsDir, "hello"), { recursive: true });
      writeFileSync(
        join(functionsDir, "hello", "handler.ts"),
        `export const handler = () => Response.json({ word: "${word}", pid: process.pid });\n`,
      );
    };
    writeHello("eerst");
    writeFileSync(
      join(functionsDir, "hello", "index.ts"),
      readFileSync(join(FIXTURES, "echo", "index.ts"), "utf8"),
    );
    mkdirSync(join(functionsDir, "burn"));
    for (const file of ["index.ts", "handler.ts"]) {
      writeFileSync(
        join(functionsDir, "burn", file),
        readFileSync(join(FIXTURES, "burn", file), "utf8"),
      );
    }
    const lines: string[] = [];
    const local = await startEmulator(
      testEmulatorOptions({
        functionsDir,
        functionsRuntime: "deno",
        functionLimits: "log",
        reloadFunctions: true,
        log: (line) => lines.push(line),
      }),
    );
    const get = (name: string) =>
      fetch(`${local.url}/functions/v1/${name}`, {
        headers: { Authorization: `Bearer ${local.anonKey}` },
      });
    try {
      const slow = await get("burn?ms=2300");
      expect(slow.status).toBe(200);
      expect(lines).toContainEqual(
        expect.stringMatching(
          /^\[functions\] burn: GET went over the edge runtime's cpu limit: 2\.\d\d s CPU \(limit 2 s\), \d+ MB memory \(limit 256 MB\); the edge runtime would stop it with 546 WORKER_LIMIT$/,
        ),
      );

      const first = (await (await get("hello")).json()) as { word: string; pid: number };
      expect(first.word).toBe("eerst");
      writeHello("daarna");
      // The file watcher reports the change a moment later; until then the old worker answers.
      let second = first;
      for (let attempt = 0; attempt < 50 && second.word === first.word; attempt += 1) {
        await sleep(100);
        second = (await (await get("hello")).json()) as { word: string; pid: number };
      }
      expect(second.word).toBe("daarna");
      expect(second.pid).not.toBe(first.pid);
    } finally {
      const pids = local.functions.workers().map((worker) => worker.pid);
      expect(pids.length).toBeGreaterThan(0);
      await local.close();
      expect(pids.filter(isRunning)).toEqual([]);
    }
  });

  it("leaves no worker behind when the emulator's process is killed", async () => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "emulator/cli.ts",
        "--memory",
        "--port",
        "0",
        "--db-port",
        "0",
        "--no-pagespeed",
        "--functions-runtime",
        "deno",
      ],
      { cwd: process.cwd(), stdio: ["ignore", "pipe", "pipe"] },
    );
    try {
      let output = "";
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          const match = /API URL\s+(http:\/\/\S+)/.exec(output);
          if (match && /Migrations/.test(output)) resolve(match[1]);
        });
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.on("exit", (code) => reject(new Error(`emulator exited with ${code}:\n${output}`)));
      });
      expect(output).toMatch(
        /Functions {6}\S+\/functions\/v1\/<name> {3}\(.*; Deno workers, edge limits logged\)/,
      );
      // leads has verify_jwt off; any answer means its worker runs.
      await fetch(`${url}/functions/v1/leads`, { method: "OPTIONS" });
      const { workers } = (await (await fetch(`${url}/emulator/v1/functions/workers`)).json()) as {
        workers: Array<{ pid: number }>;
      };
      expect(workers.length).toBe(1);
      const [{ pid }] = workers;
      expect(isRunning(pid)).toBe(true);
      child.kill("SIGKILL");
      expect(await waitUntil(() => !isRunning(pid))).toBe(true);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });
});
