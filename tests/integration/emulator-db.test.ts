import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, describe, expect, it, vi } from "vitest";
import { databaseName } from "../../emulator/db/database-url.ts";
import { withRole } from "../../emulator/index.ts";
import {
  emulatorClient,
  startTestEmulator,
  testEmulatorOptions,
  uniqueEmail,
  useEmulator,
} from "./emulator-support.ts";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const NOTES_MIGRATION = `
create table public.notes (
  id bigint generated always as identity primary key,
  owner uuid not null references auth.users (id) on delete cascade,
  body text not null
);
alter table public.notes enable row level security;
create policy "own notes" on public.notes for all to authenticated
  using ((select auth.uid()) = owner) with check ((select auth.uid()) = owner);

create table public.profiles (id uuid primary key references auth.users (id) on delete cascade, full_name text);
create function public.handle_new_user() returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if new.email like 'fail-trigger%' then
    raise exception 'refusing %', new.email;
  end if;
  insert into public.profiles (id, full_name) values (new.id, new.raw_user_meta_data ->> 'full_name');
  return new;
end;
$$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();
`;

function writeProject(dir: string, migrations: Record<string, string>, seed?: string) {
  mkdirSync(join(dir, "supabase", "migrations"), { recursive: true });
  for (const [file, sql] of Object.entries(migrations)) {
    writeFileSync(join(dir, "supabase", "migrations", file), sql);
  }
  if (seed !== undefined) writeFileSync(join(dir, "supabase", "seed.sql"), seed);
}

const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};

// Registered before useEmulator: after-hooks run in reverse, so this runs after the close.
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const emulator = useEmulator(() => {
  const projectDir = tempDir("emulator-db-");
  writeProject(projectDir, { "20260101000000_notes.sql": NOTES_MIGRATION });
  return { projectDir, autoconfirm: true };
});

describe("bootstrap", () => {
  it("creates the Supabase roles with their attributes", async () => {
    const { rows } = await emulator().db.query<{
      rolname: string;
      rolcanlogin: boolean;
      rolbypassrls: boolean;
      rolinherit: boolean;
    }>(
      `select rolname, rolcanlogin, rolbypassrls, rolinherit from pg_roles
        where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by rolname`,
    );
    expect(rows).toEqual([
      { rolname: "anon", rolcanlogin: false, rolbypassrls: false, rolinherit: false },
      { rolname: "authenticated", rolcanlogin: false, rolbypassrls: false, rolinherit: false },
      { rolname: "authenticator", rolcanlogin: true, rolbypassrls: false, rolinherit: false },
      { rolname: "service_role", rolcanlogin: false, rolbypassrls: true, rolinherit: false },
    ]);
  });

  it("provides auth.uid/role/email/jwt reading request.jwt.claims, and pgcrypto", async () => {
    const claims = { sub: "11111111-2222-4333-8444-555555555555", email: "a@b.nl" };
    const row = await withRole(emulator().db, { role: "authenticated", claims }, async (tx) => {
      const { rows } = await tx.query<Record<string, unknown>>(
        "select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'sub' as jwt_sub, current_user as db_role",
      );
      return rows[0];
    });
    expect(row).toEqual({
      uid: claims.sub,
      role: "authenticated",
      email: "a@b.nl",
      jwt_sub: claims.sub,
      db_role: "authenticated",
    });
    const { rows } = await emulator().db.query<{ uid: string | null; digest: string }>(
      "select auth.uid() as uid, encode(digest('vindbaar', 'sha256'), 'hex') as digest",
    );
    expect(rows[0].uid).toBeNull();
    expect(rows[0].digest).toHaveLength(64);
  });
});

describe("auth users in Postgres", () => {
  it("inserts signups into auth.users so triggers run, and RLS sees auth.uid()", async () => {
    const email = uniqueEmail("db");
    const { data } = await emulatorClient(emulator()).auth.signUp({
      email,
      password: "geheim123",
      options: { data: { full_name: "Daan" } },
    });
    const id = data.user!.id;
    const users = await emulator().db.query<Record<string, unknown>>(
      "select email, role, aud, raw_user_meta_data, raw_app_meta_data from auth.users where id = $1",
      [id],
    );
    expect(users.rows[0]).toEqual({
      email,
      role: "authenticated",
      aud: "authenticated",
      raw_user_meta_data: { full_name: "Daan", email_verified: true },
      raw_app_meta_data: { provider: "email", providers: ["email"] },
    });
    const profiles = await emulator().db.query(
      "select full_name from public.profiles where id = $1",
      [id],
    );
    expect(profiles.rows).toEqual([{ full_name: "Daan" }]);

    await emulator().db.query(
      "insert into public.notes (owner, body) values ($1, 'mijn notitie')",
      [id],
    );
    const asOwner = await withRole(
      emulator().db,
      { role: "authenticated", claims: { sub: id } },
      (tx) => tx.query("select body from public.notes"),
    );
    expect(asOwner.rows).toEqual([{ body: "mijn notitie" }]);
    const asStranger = await withRole(
      emulator().db,
      { role: "authenticated", claims: { sub: "00000000-0000-4000-8000-000000000000" } },
      (tx) => tx.query("select body from public.notes"),
    );
    expect(asStranger.rows).toEqual([]);
  });

  it("fails the signup with GoTrue's 500 when a trigger on auth.users fails", async () => {
    const email = uniqueEmail("fail-trigger");
    const response = await fetch(`${emulator().url}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: emulator().anonKey, "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ email, password: "geheim123" }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: "unexpected_failure",
      message: "Database error saving new user",
    });
    const { rows } = await emulator().db.query("select 1 from auth.users where email = $1", [
      email,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe("Postgres socket", () => {
  it("accepts a postgres (porsager) client on SUPABASE_DB_URL, next to in-process queries", async () => {
    const sql = postgres(emulator().dbUrl, { max: 4, onnotice: () => {} });
    try {
      const [row] = await sql`select current_database() as db, 40 + ${2}::int as answer`;
      // PGlite's socket names database postgres; a real server the test's own database.
      expect(row).toEqual({ db: databaseName(emulator().dbUrl), answer: 42 });
      const results = await Promise.all([
        ...Array.from({ length: 12 }, (_, i) => sql`select ${i}::int as n`.then((r) => r[0].n)),
        ...Array.from({ length: 4 }, (_, i) =>
          emulator()
            .database.query<{ n: number }>("select $1::int as n", [100 + i])
            .then((r) => r[0].n),
        ),
        withRole(sql, { role: "anon" }, (tx) => tx`select current_user as u`.then((r) => r[0].u)),
      ]);
      expect(results).toEqual([
        ...Array.from({ length: 12 }, (_, i) => i),
        100,
        101,
        102,
        103,
        "anon",
      ]);
    } finally {
      await sql.end();
    }
  });
});

describe("the emulator's queries beside a function's open transaction", () => {
  // PGlite is one backend session: the emulator's query waits until the client's transaction
  // ends, else it would run inside it (as anon). A real server gives each its own session, so the
  // query runs at once, as postgres, and must not wait.
  it("keeps in-process queries out of a socket client's open transaction", async () => {
    const sql = postgres(emulator().dbUrl, { max: 2, onnotice: () => {} });
    const sharedSession = emulator().database.kind === "pglite";
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const order: string[] = [];
      const transaction = sql.begin(async (tx) => {
        await tx`set local role anon`;
        order.push("client in transaction");
        await held;
        order.push("client commits");
      });
      await vi.waitFor(() => expect(order).toEqual(["client in transaction"]));
      const inProcess = emulator()
        .db.query<{ user: string }>("select current_user as user")
        .then(({ rows }) => {
          order.push(`in-process query as ${rows[0].user}`);
        });
      await new Promise((resolve) => setTimeout(resolve, sharedSession ? 50 : 1_000));
      expect(order).toEqual(
        sharedSession
          ? ["client in transaction"]
          : ["client in transaction", "in-process query as postgres"],
      );
      release();
      await Promise.all([transaction, inProcess]);
      expect(order).toEqual(
        sharedSession
          ? ["client in transaction", "client commits", "in-process query as postgres"]
          : ["client in transaction", "in-process query as postgres", "client commits"],
      );
    } finally {
      await sql.end();
    }
  });
});

describe("persistence and migrations", () => {
  it("applies migrations and seed once per data directory; users and sessions survive a restart", async () => {
    const projectDir = tempDir("emulator-persist-");
    const dataDir = join(projectDir, ".emulator-data");
    writeProject(
      projectDir,
      { "20260101000000_items.sql": "create table public.items (name text primary key);" },
      "insert into public.items (name) values ('uit seed');",
    );
    const options = testEmulatorOptions({ dataDir, projectDir, autoconfirm: true });

    const first = await startTestEmulator(options);
    let accessToken: string;
    try {
      expect(first.migrations).toEqual({
        applied: ["20260101000000_items.sql"],
        skipped: 0,
        seeded: true,
      });
      const { data } = await emulatorClient(first).auth.signUp({
        email: "blijft@example.com",
        password: "geheim123",
      });
      accessToken = data.session!.access_token;
    } finally {
      await first.close();
    }

    writeProject(projectDir, {
      "20260102000000_more.sql": "alter table public.items add column note text;",
    });
    const second = await startTestEmulator(options);
    try {
      expect(second.migrations).toEqual({
        applied: ["20260102000000_more.sql"],
        skipped: 1,
        seeded: false,
      });
      const items = await second.db.query("select name, note from public.items");
      expect(items.rows).toEqual([{ name: "uit seed", note: null }]);
      const versions = await second.db.query(
        "select version, name from supabase_migrations.schema_migrations order by version",
      );
      expect(versions.rows).toEqual([
        { version: "20260101000000", name: "items" },
        { version: "20260102000000", name: "more" },
      ]);
      const { data, error } = await emulatorClient(second).auth.getUser(accessToken);
      expect(error).toBeNull();
      expect(data.user?.email).toBe("blijft@example.com");
    } finally {
      await second.close();
    }
  });
});
