import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_SUPABASE_ANON_KEY } from "@/config/supabase-defaults";
import { databaseName } from "../../emulator/db/database-url";
import { spawnEmulatorCli, type EmulatorProcess } from "./emulator-process";
import { emulatorClient, uniqueEmail } from "./emulator-support";
import { missingTestDatabase, serverUrl, type TestDatabase } from "./postgres-databases";

/**
 * `npm run emulator` as a user runs it: prints what runs where, stops cleanly on Ctrl-C (SIGINT),
 * and a second start on the same data directory keeps the users and applies no migration twice.
 * With EMULATOR_DATABASE_URL (a real PostgreSQL) the same, through `--database-url` naming a
 * database of this file's own that does not exist yet: the first start creates it.
 */
const dataDir = mkdtempSync(join(tmpdir(), "vindbaar-emulator-cli-"));
const running: ChildProcess[] = [];
const migrationCount = readdirSync("supabase/migrations").filter((file) =>
  file.endsWith(".sql"),
).length;

let database: TestDatabase | undefined;

beforeAll(() => {
  if (serverUrl()) database = missingTestDatabase();
});

afterAll(async () => {
  running.forEach((child) => child.exitCode === null && child.kill("SIGKILL"));
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
});

/** Where the data lives: `--data-dir` (PGlite, with its socket) or `--database-url`. */
function storageArgs(): string[] {
  return database ? ["--database-url", database.url] : ["--data-dir", dataDir, "--db-port", "0"];
}

async function startCli(
  args = [...storageArgs(), "--port", "0", "--autoconfirm"],
  env: NodeJS.ProcessEnv = process.env,
): Promise<EmulatorProcess> {
  const started = await spawnEmulatorCli(args, env);
  running.push(started.child);
  return started;
}

/** A start the CLI refuses before anything runs: its exit code and what it wrote to stderr. */
async function refusedStart(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "emulator/cli.ts", ...args], {
    cwd: process.cwd(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, stderr };
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
    if (database) {
      expect(banner).toContain(`[db] created database ${databaseName(database.url)} on `);
      expect(banner).toContain(`DB URL         ${database.url}`);
      expect(banner).toContain("Data           in the PostgreSQL database at DB URL");
    } else {
      expect(banner).toMatch(
        /DB URL\s+postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres/,
      );
      expect(banner).toContain(`Data           ${dataDir}`);
    }
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

  it("--memory wins over an exported EMULATOR_DATABASE_URL, and --bcrypt-cost sets new hashes' cost (the browser suite relies on both)", async () => {
    const { child, url, banner } = await startCli(
      ["--memory", "--port", "0", "--db-port", "0", "--autoconfirm", "--bcrypt-cost", "4"],
      { ...process.env, EMULATOR_DATABASE_URL: "postgresql://nobody@127.0.0.1:1/nothing" },
    );
    expect(banner).toContain("Data           in memory");
    const dbUrl = banner.match(
      /DB URL\s+(postgresql:\/\/postgres:postgres@127\.0\.0\.1:\d+\/postgres)/,
    )?.[1];
    expect(dbUrl).toBeDefined();

    const supabase = emulatorClient({ url, anonKey: LOCAL_SUPABASE_ANON_KEY });
    const hashed = uniqueEmail("cli-cost");
    expect((await supabase.auth.signUp({ email: hashed, password })).error).toBeNull();
    const sql = postgres(dbUrl!, { max: 1, onnotice: () => {} });
    const [user] = await sql<{ encrypted_password: string }[]>`
      select encrypted_password from auth.users where email = ${hashed}`;
    await sql.end();
    expect(user?.encrypted_password).toMatch(/^\$2[aby]\$04\$/);
    expect((await supabase.auth.signInWithPassword({ email: hashed, password })).error).toBeNull();

    expect(await stopWithCtrlC(child)).toBe(0);
  });

  it("refuses a bcrypt cost outside bcrypt's bounds (4–31)", async () => {
    const { code, stderr } = await refusedStart(["--memory", "--bcrypt-cost", "3"]);
    expect(code).toBe(1);
    expect(stderr).toContain("--bcrypt-cost must be between 4 and 31");
  });

  it("refuses --reset with --database-url: it would have to drop someone's database", async () => {
    const { code, stderr } = await refusedStart([
      "--reset",
      "--database-url",
      "postgresql://x@h/db",
    ]);
    expect(code).toBe(1);
    expect(stderr).toContain(
      "--reset applies to the embedded database; with --database-url (EMULATOR_DATABASE_URL) use a new database instead",
    );
  });
}, 120_000);
