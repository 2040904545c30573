/** What the emulator and its Deno workers (worker-entry.ts) agree on. */

/** A worker's stdout line `<prefix> <port> <runtime rss bytes>` once it listens. */
export const READY_PREFIX = "[vindbaar-emulator-worker] ready";

/** The emulator's `Date.now()` at the request, for the worker's clock (worker-clock.ts). */
export const CLOCK_HEADER = "x-vindbaar-emulator-now";

/** Marks the empty 500 a worker answers when the function's handler threw. */
export const WORKER_ERROR_HEADER = "x-vindbaar-emulator-worker-error";

/**
 * Removed before the function's code runs: what the emulator sets for the Deno binary, and what
 * Deno adds itself for npm packages (its node shim's PATH). The hosted runtime hands a function
 * neither (it drops even PATH and HOME).
 */
export const RUNTIME_VARIABLES = [
  "DENO_DIR",
  "DENO_NO_UPDATE_CHECK",
  "NO_COLOR",
  "DENO_NODE_SHIM_ACTIVE",
  "PATH",
];

export function parseReadyLine(line: string): { port: number; runtimeRssBytes: number } | null {
  if (!line.startsWith(`${READY_PREFIX} `)) return null;
  const [port, rss] = line
    .slice(READY_PREFIX.length + 1)
    .split(" ")
    .map(Number);
  if (!Number.isInteger(port) || port <= 0) return null;
  return { port, runtimeRssBytes: Number.isFinite(rss) ? rss : 0 };
}

/**
 * A worker's stdout line `<prefix> {"level","message"}`: one console call of the function, its
 * level kept (the edge runtime records the level of every line in the function's logs).
 */
export const LOG_PREFIX = "[vindbaar-emulator-worker] log";

export function logLine(level: string, message: string): string {
  return `${LOG_PREFIX} ${JSON.stringify({ level, message })}`;
}

export function parseLogLine(line: string): { level: string; message: string } | null {
  if (!line.startsWith(`${LOG_PREFIX} `)) return null;
  try {
    const parsed = JSON.parse(line.slice(LOG_PREFIX.length + 1)) as unknown;
    if (typeof parsed !== "object" || parsed === null) return null;
    const { level, message } = parsed as Record<string, unknown>;
    if (typeof level !== "string" || typeof message !== "string") return null;
    return { level, message };
  } catch {
    return null;
  }
}
