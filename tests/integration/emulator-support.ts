import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll } from "vitest";
import WebSocket from "ws";
import { startEmulator, type Emulator, type EmulatorOptions } from "../../emulator/index.ts";
import { fetchFrom } from "./from-address.ts";
import { createTestDatabase, serverUrl } from "./postgres-databases.ts";

/**
 * PGlite compiles its WebAssembly once per worker, a real server clones a database: starting can
 * take a while on a busy machine.
 */
const START_TIMEOUT_MS = 120_000;

/** A throwaway emulator: random ports, database in memory, silent. `overrides` win. */
export function testEmulatorOptions(overrides: EmulatorOptions = {}): EmulatorOptions {
  // No PageSpeed stand-in: an analysis would start Chromium in the background of unrelated tests.
  return {
    port: 0,
    dbPort: 0,
    dataDir: null,
    log: () => {},
    pagespeed: false,
    jobsIntervalMs: 0,
    // Every test request comes from 127.0.0.1: GoTrue's per-address limits (30 per 5 minutes)
    // are raised like a load test would; emulator-auth-request-limits.test.ts sets them back.
    signInSignUpsPer5Min: 100_000,
    tokenVerificationsPer5Min: 100_000,
    // With EMULATOR_FUNCTIONS_RUNTIME=deno, a request over the edge runtime's limits (2 s CPU,
    // 256 MB) fails the way it would hosted (546 WORKER_LIMIT) instead of passing with a log line.
    functionLimits: "enforce",
    // bcrypt at its lowest cost, as GoTrue's own tests run it (crypto.QuickHashCost): a hash at
    // the default cost 10 takes bcryptjs about a tenth of a second, and every sign-up and sign-in
    // pays it. The hashes still verify; the cost is in each hash.
    bcryptCost: 4,
    ...overrides,
  };
}

/**
 * startEmulator for tests, on PGlite or, with EMULATOR_DATABASE_URL, on a database of its own on
 * that server: a clone of the migrated template (an empty one for a test project with its own
 * migrations). A `dataDir` stands for a database that outlives the emulator (restart tests start
 * twice with the same one); without one the database is dropped when the emulator closes.
 */
export async function startTestEmulator(options: EmulatorOptions): Promise<Emulator> {
  if (!serverUrl()) return startEmulator(options);
  const ownProject =
    options.projectDir !== undefined && resolve(options.projectDir) !== resolve(".");
  const database = await createTestDatabase({
    migrated: options.migrate !== false && !ownProject,
    key: options.dataDir ?? undefined,
  });
  let emulator: Emulator;
  try {
    emulator = await startEmulator({ ...options, databaseUrl: database.url });
  } catch (error) {
    if (!options.dataDir) await database.drop();
    throw error;
  }
  return {
    ...emulator,
    async close() {
      await emulator.close();
      if (!options.dataDir) await database.drop();
    },
  };
}

/**
 * One emulator for the test file: started in beforeAll, closed in afterAll. Returns a getter (the
 * emulator exists only once beforeAll ran). Pass a function when the options need work done at
 * start-up (a temporary project directory); it runs inside beforeAll. Hooks registered after this
 * call run after the start and, for afterAll, before the close.
 */
export function useEmulator(
  options: EmulatorOptions | (() => EmulatorOptions) = {},
): () => Emulator {
  let emulator: Emulator | undefined;
  beforeAll(async () => {
    emulator = await startTestEmulator(
      testEmulatorOptions(typeof options === "function" ? options() : options),
    );
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await emulator?.close();
  });
  return () => {
    if (!emulator) throw new Error("The emulator is not running: use it inside tests or hooks.");
    return emulator;
  };
}

/**
 * The real supabase-js, configured like a Node script (no storage, no timers, ws for realtime).
 * `from` connects from that loopback address (a visitor of its own for the per-address limits).
 */
export function emulatorClient(
  emulator: Pick<Emulator, "url" | "anonKey">,
  flowType: "implicit" | "pkce" = "implicit",
  from?: string,
): SupabaseClient {
  return createClient(emulator.url, emulator.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    ...(from ? { global: { fetch: fetchFrom(from) } } : {}),
  });
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Decodes a JWT payload (no verification: tests look at the claims the emulator issued). */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
}

/** Follows nothing: the emulator's 303 from /verify is the thing under test. */
export async function openLink(link: string): Promise<{ status: number; location: string }> {
  const response = await fetch(link, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location") ?? "" };
}

export function hashParams(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)));
}

export const TEST_PASSWORD = "geheim-wachtwoord-1";

export interface SignedUpUser {
  /** The client that signed up; it holds the session when the emulator autoconfirms. */
  supabase: SupabaseClient;
  id: string;
  email: string;
  /** The access token, or null without a session (e-mail confirmation on). */
  token: string | null;
}

/**
 * A new user through the real supabase-js sign-up. With `autoconfirm` on the emulator the user is
 * signed in straight away (`token`); `requireSession` makes a missing session an error.
 */
export async function signUpUser(
  emulator: Pick<Emulator, "url" | "anonKey">,
  options: {
    email?: string;
    /** Prefix for a unique address when no e-mail is given. */
    prefix?: string;
    password?: string;
    /** user_metadata (e.g. full_name). */
    data?: Record<string, unknown>;
    requireSession?: boolean;
  } = {},
): Promise<SignedUpUser> {
  const supabase = emulatorClient(emulator);
  const email = options.email ?? uniqueEmail(options.prefix ?? "user");
  const { data, error } = await supabase.auth.signUp({
    email,
    password: options.password ?? TEST_PASSWORD,
    ...(options.data ? { options: { data: options.data } } : {}),
  });
  if (error || !data.user) throw error ?? new Error("no user");
  if (options.requireSession && !data.session) throw new Error("no session");
  return { supabase, id: data.user.id, email, token: data.session?.access_token ?? null };
}
