import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LOCAL_SUPABASE_ANON_KEY } from "@/config/supabase-defaults";
import { emulatorClient, uniqueEmail } from "./emulator-support";

/**
 * `npm run emulator` as a user runs it: prints what runs where, stops cleanly on Ctrl-C (SIGINT),
 * and a second start on the same data directory keeps the users and applies no migration twice.
 */
const dataDir = mkdtempSync(join(tmpdir(), "vindbaar-emulator-cli-"));
const running: ChildProcess[] = [];
const migrationCount = readdirSync("supabase/migrations").filter((file) =>
  file.endsWith(".sql"),
).length;

afterAll(() => {
  running.forEach((child) => child.exitCode === null && child.kill("SIGKILL"));
  rmSync(dataDir, { recursive: true, force: true });
});

async function startCli(): Promise<{ child: ChildProcess; url: string; banner: string }> {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "emulator/cli.ts",
      "--data-dir",
      dataDir,
      "--port",
      "0",
      "--db-port",
      "0",
      "--autoconfirm",
    ],
    { cwd: process.cwd(), stdio: ["ignore", "pipe", "pipe"] },
  );
  running.push(child);
  let output = "";
  const banner = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (/Migrations .*\n/.test(output)) resolve(output);
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`emulator exited with ${code}:\n${output}`)));
  });
  const url = /API URL\s+(http:\/\/\S+)/.exec(banner)?.[1];
  if (!url) throw new Error(`no API URL in:\n${banner}`);
  return { child, url, banner };
}

function stopWithCtrlC(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on("exit", (code) => resolve(code));
    child.kill("SIGINT");
  });
}

describe("emulator CLI", () => {
  const email = uniqueEmail("cli");
  const password = "geheim-wachtwoord";

  it("prints what runs where, serves auth and stops cleanly on SIGINT", async () => {
    const { child, url, banner } = await startCli();
    expect(banner).toContain("Supabase emulator (local stand-in, never deployed)");
    expect(banner).toContain(`Mailbox        ${url}/mailbox`);
    expect(banner).toMatch(/DB URL\s+postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres/);
    expect(banner).toContain(`Data           ${dataDir}`);
    expect(banner).toContain(
      `Migrations     ${migrationCount} applied, 0 already present, seed.sql applied`,
    );

    const supabase = emulatorClient({ url, anonKey: LOCAL_SUPABASE_ANON_KEY });
    const { data, error } = await supabase.auth.signUp({ email, password });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);

    expect(await stopWithCtrlC(child)).toBe(0);
  });

  it("keeps the data on a second start and applies no migration twice", async () => {
    const { child, url, banner } = await startCli();
    expect(banner).toContain(`Migrations     0 applied, ${migrationCount} already present`);

    const supabase = emulatorClient({ url, anonKey: LOCAL_SUPABASE_ANON_KEY });
    const { data, error } = await supabase.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);

    expect(await stopWithCtrlC(child)).toBe(0);
  });
}, 120_000);
