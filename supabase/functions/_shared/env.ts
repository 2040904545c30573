/**
 * Reads configuration the same way in both runtimes that execute these handlers:
 * Deno (Supabase Edge Runtime, production) exposes `Deno.env`; Node (the local emulator and the
 * integration tests) exposes `process.env`. Neither global is referenced by name so the file
 * type-checks under `deno check` and under the project's Node tsconfig alike.
 */
interface DenoLike {
  env: { get(name: string): string | undefined };
}
interface ProcessLike {
  env: Record<string, string | undefined>;
}

const runtime = globalThis as unknown as { Deno?: DenoLike; process?: ProcessLike };

/** The variable's value, or undefined when it is unset or empty. */
export function getEnv(name: string): string | undefined {
  let value: string | undefined;
  try {
    value = runtime.Deno?.env.get(name) ?? runtime.process?.env[name];
  } catch {
    // Deno without --allow-env throws instead of returning undefined.
    value = runtime.process?.env[name];
  }
  return value === undefined || value === "" ? undefined : value;
}

/** Like getEnv, but a missing value is a deployment error, reported with the variable's name. */
export function requireEnv(name: string): string {
  const value = getEnv(name);
  if (value === undefined) throw new Error(`Missing environment variable ${name}`);
  return value;
}
