import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import type { RequestUsage } from "./deno/usage-meter.ts";

/** A request that passed the gateway (name known, verify_jwt checked), body read. */
export interface FunctionRequest {
  name: string;
  method: string;
  /** What the function sees as its URL: `<origin>/<name>…?query`, as on the edge runtime. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer | undefined;
}

/** What running a function came to; the gateway (runner.ts) turns it into the HTTP answer. */
export type FunctionOutcome =
  | {
      kind: "response";
      status: number;
      headers: OutgoingHttpHeaders;
      body: AsyncIterable<Uint8Array> | null;
      /** Drops the rest of the body (a preflight the gateway answers itself, a caller that left). */
      discard(): void;
    }
  /** The function's code did not load: 503 BOOT_ERROR. */
  | { kind: "boot-error"; error: unknown }
  /** The handler threw, returned no Response, or its worker died: 500 WORKER_ERROR. */
  | { kind: "worker-error"; error: unknown }
  /** The worker went over the edge runtime's CPU or memory limit and was stopped: 546 WORKER_LIMIT. */
  | { kind: "limit"; usage: RequestUsage };

/** Runs functions: in-process under Node, or in Deno workers as the edge runtime does. */
export interface FunctionExecutor {
  /** Whether `<functionsDir>/<name>` holds what this runtime runs. */
  exists(name: string): boolean;
  run(request: FunctionRequest): Promise<FunctionOutcome>;
  close(): Promise<void>;
}
