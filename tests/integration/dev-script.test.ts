import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { stripVTControlCharacters } from "node:util";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_SUPABASE_ANON_KEY } from "@/config/supabase-defaults";
import { anyFreePort } from "../../scripts/dev/ports";
import { emulatorClient, openLink, uniqueEmail } from "./emulator-support";
import { createTestDatabase, serverUrl, type TestDatabase } from "./postgres-databases";

/**
 * `npm run dev -- --port <n>` as a developer runs it beside another checkout: Vite answers on the
 * port asked for, the emulator's auth service sends confirmation links back to that port, the
 * banner says how long the start took, and a second start on the same port stops with a clear
 * message before starting anything.
 */
const dataDir = mkdtempSync(join(tmpdir(), "vindbaar-dev-"));
const running: ChildProcess[] = [];
const START_TIMEOUT_MS = 120_000;

/** With EMULATOR_DATABASE_URL: the database `npm run dev` is given (this file's own). */
let database: TestDatabase | undefined;

afterAll(async () => {
  running.forEach((child) => child.exitCode === null && child.kill("SIGKILL"));
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

interface Ports {
  dev: number;
  api: number;
  db: number;
  site: number;
}

function startDev(ports: Ports): {
  child: ChildProcess;
  output: () => string;
  ended: Promise<number | null>;
} {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/dev.ts", "--port", String(ports.dev)],
    {
      cwd: process.cwd(),
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        EMULATOR_PORT: String(ports.api),
        EMULATOR_DB_PORT: String(ports.db),
        SAMPLE_SITE_PORT: String(ports.site),
        EMULATOR_DATA_DIR: dataDir,
        EMULATOR_DATABASE_URL: database?.url ?? "",
        EMULATOR_PAGESPEED: "false",
      },
    },
  );
  running.push(child);
  let output = "";
  // Without colours: Vite colours its lines when it thinks the terminal can show them (CI=true).
  const read = (chunk: Buffer) => (output += stripVTControlCharacters(chunk.toString()));
  child.stdout?.on("data", read);
  child.stderr?.on("data", read);
  const ended = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, ended };
}

async function waitFor(output: () => string, pattern: RegExp, ended: Promise<unknown>) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited = false;
  void ended.then(() => (exited = true));
  while (!pattern.test(output())) {
    if (exited) throw new Error(`npm run dev exited:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`no ${pattern} in:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("npm run dev -- --port", () => {
  let ports: Ports;
  let first: ReturnType<typeof startDev>;

  beforeAll(async () => {
    if (serverUrl()) database = await createTestDatabase({ migrated: true });
    ports = {
      dev: await anyFreePort("127.0.0.1"),
      api: await anyFreePort("127.0.0.1"),
      db: await anyFreePort("127.0.0.1"),
      site: await anyFreePort("127.0.0.1"),
    };
    first = startDev(ports);
    await waitFor(first.output, /Ready in \d+\.\d s/, first.ended);
  }, START_TIMEOUT_MS);

  it("serves the app on the port asked for and prints the start time", async () => {
    const page = await fetch(`http://localhost:${ports.dev}/dashboard`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(first.output()).toContain(`Local:   http://localhost:${ports.dev}/`);
    expect(first.output()).toContain(`site_url http://localhost:${ports.dev})`);
    const dbUrl = database?.url ?? `postgresql://postgres:postgres@127.0.0.1:${ports.db}/postgres`;
    expect(first.output()).toContain(`DB URL         ${dbUrl}`);
    expect(first.output()).toMatch(
      /Ready in \d+\.\d s \(Vite listening at \d+\.\d s, emulator at \d+\.\d s\)/,
    );
  });

  it("sends the e-mail confirmation link back to that port", async () => {
    const api = `http://127.0.0.1:${ports.api}`;
    const email = uniqueEmail("dev-port");
    const client = emulatorClient({ url: api, anonKey: LOCAL_SUPABASE_ANON_KEY });
    const { error } = await client.auth.signUp({
      email,
      password: "geheim123",
      options: { emailRedirectTo: `http://localhost:${ports.dev}/dashboard` },
    });
    expect(error).toBeNull();
    const [mail] = (await (
      await fetch(`${api}/mailbox/api/messages?to=${encodeURIComponent(email)}`)
    ).json()) as Array<{ link: string }>;
    const { status, location } = await openLink(mail.link);
    expect(status).toBe(303);
    expect(location.startsWith(`http://localhost:${ports.dev}/dashboard#access_token=`)).toBe(true);
  }, 30_000);

  it("a second start on the same port says so and starts nothing", async () => {
    const other = await anyFreePort("127.0.0.1");
    const second = startDev({ ...ports, api: other });
    expect(await second.ended).toBe(1);
    expect(second.output()).toContain(
      `Port ${ports.dev} on localhost is already in use (another \`npm run dev\`?). Start on another port: npm run dev -- --port`,
    );
    expect(second.output()).not.toContain("Supabase emulator");
    // Nothing was left listening on the emulator port it would have used.
    await expect(fetch(`http://127.0.0.1:${other}/`)).rejects.toThrow();
  }, 60_000);

  it("stops everything on Ctrl-C", async () => {
    first.child.kill("SIGINT");
    expect(await first.ended).toBe(0);
    await expect(fetch(`http://localhost:${ports.dev}/`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${ports.api}/`)).rejects.toThrow();
  }, 30_000);
});
