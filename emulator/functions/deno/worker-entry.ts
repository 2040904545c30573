/**
 * The first module of every Deno worker (it runs under Deno, never in Node): it plays the part
 * the edge runtime plays around a user worker, then imports the function's own, unchanged
 * `index.ts`, whose `Deno.serve(handler)` it serves.
 *
 * - `Deno.serve` listens on a free loopback port and reports it (with the memory the bare
 *   runtime took, which the emulator subtracts when it measures a request) on a line of its own.
 * - A handler that throws (or returns no Response) answers an empty 500 marked with
 *   WORKER_ERROR_HEADER; the emulator turns it into the edge runtime's 500 WORKER_ERROR body.
 * - The function's `Date` follows the emulator's, as it does in the node runtime (worker-clock.ts).
 * - The variables that steer Deno itself are removed before the function loads, so the function
 *   sees exactly its secrets and the SUPABASE_* variables.
 * - Every console call of the function becomes one stdout line with its level (LOG_PREFIX), which
 *   the emulator keeps as the function's logs, as the edge runtime does.
 * - The worker exits when its stdin closes: the emulator holds the other end, so a worker never
 *   outlives it, even when the emulator is killed.
 *
 * Typed without Deno's own declarations so that the project's Node type check accepts the file.
 */

import { format } from "node:util";
import { followGatewayClock } from "./worker-clock.ts";
import {
  logLine,
  READY_PREFIX,
  RUNTIME_VARIABLES,
  WORKER_ERROR_HEADER,
} from "./worker-protocol.ts";

type Handler = (request: Request, info: unknown) => Response | Promise<Response>;
interface ServeOptions {
  handler?: Handler;
  onListen?: (address: { hostname: string; port: number }) => void;
  onError?: (error: unknown) => Response | Promise<Response>;
  [option: string]: unknown;
}
interface DenoRuntime {
  args: string[];
  env: { delete(name: string): void };
  stdin: { readable: ReadableStream<Uint8Array> };
  memoryUsage(): { rss: number };
  exit(code?: number): never;
  serve(options: ServeOptions): unknown;
}

/** Deno.serve(handler) | Deno.serve(options, handler) | Deno.serve({ ...options, handler }). */
function serveArguments(args: unknown[]): { options: ServeOptions; handler: Handler } {
  const [first, second] = args;
  if (typeof first === "function") return { options: {}, handler: first as Handler };
  const options = (first ?? {}) as ServeOptions;
  const handler = (typeof second === "function" ? second : options.handler) as Handler | undefined;
  if (!handler) throw new TypeError("Deno.serve needs a handler");
  return { options, handler };
}

function workerError(error: unknown): Response {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  return new Response(null, { status: 500, headers: { [WORKER_ERROR_HEADER]: "1" } });
}

async function exitWhenStdinCloses(deno: DenoRuntime): Promise<void> {
  const reader = deno.stdin.readable.getReader();
  try {
    while (!(await reader.read()).done);
  } finally {
    deno.exit(0);
  }
}

const CONSOLE_LEVELS = ["debug", "log", "info", "warn", "error"] as const;

/** The worker's own stdout lines (ready, log), written past the function's console. */
const print = console.log.bind(console);

/** Each console call as one line on stdout, formatted as Node's console would, with its level. */
function reportConsoleCalls(): void {
  for (const level of CONSOLE_LEVELS) {
    console[level] = (...args: unknown[]) => print(logLine(level, format(...args)));
  }
}

async function main(deno: DenoRuntime): Promise<void> {
  const [entrypoint] = deno.args;
  const runtimeRss = deno.memoryUsage().rss;
  const serve = deno.serve.bind(deno);
  (deno as { serve: unknown }).serve = (...args: unknown[]) => {
    const { options, handler } = serveArguments(args);
    return serve({
      ...options,
      hostname: "127.0.0.1",
      port: 0,
      handler: (request, info) => handler(followGatewayClock(request), info),
      onError: options.onError ?? workerError,
      onListen: ({ port }) => print(`${READY_PREFIX} ${port} ${runtimeRss}`),
    });
  };
  void exitWhenStdinCloses(deno);
  reportConsoleCalls();
  for (const name of RUNTIME_VARIABLES) deno.env.delete(name);
  await import(entrypoint);
}

const runtime = (globalThis as unknown as { Deno?: DenoRuntime }).Deno;
if (runtime) await main(runtime);
