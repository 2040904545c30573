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
