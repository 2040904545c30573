/**
 * The emulator's stand-in for pg_cron + pg_net: it calls the same `process-jobs` function the
 * hosted scheduler calls, on a timer, and on demand (`runDue`, `POST /emulator/v1/jobs/run-due`)
 * so tests and developers need not wait for the next tick.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../http/json.ts";

export interface JobRunSummary {
  processed: number;
  succeeded: number;
  /** Parts of jobs done in parts (a large site's scan); the rest runs in a later round. */
  continued: number;
  retried: number;
  failed: number;
}

export interface JobRunner {
  /** Runs every due job now (repeating while jobs were processed) and resolves with the totals. */
  runDue(): Promise<JobRunSummary>;
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  stop(): void;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Only this machine may trigger jobs: the endpoint exists for tests and local development. */
export function isLoopbackCaller(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.has(address);
}

export function createJobRunner(options: {
  functionsUrl: () => string;
  serviceRoleKey: string;
  intervalMs: number;
  log: (line: string) => void;
}): JobRunner {
  let chain: Promise<unknown> = Promise.resolve();

  async function callOnce(): Promise<JobRunSummary> {
    const response = await fetch(`${options.functionsUrl()}/process-jobs`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${options.serviceRoleKey}`,
        "Content-Type": "application/json",
      },
      body: "{}",
    });
    if (!response.ok) throw new Error(`process-jobs answered ${response.status}`);
    return (await response.json()) as JobRunSummary;
  }

  /** One run at a time, so the timer and a test's run-due do not overlap. */
  function runDue(): Promise<JobRunSummary> {
    const run = chain.then(async () => {
      const total: JobRunSummary = {
        processed: 0,
        succeeded: 0,
        continued: 0,
        retried: 0,
        failed: 0,
      };
      for (let round = 0; round < 20; round++) {
        const summary = await callOnce();
        for (const key of Object.keys(total) as Array<keyof JobRunSummary>)
          total[key] += summary[key] ?? 0;
        if (summary.processed === 0) break;
      }
      return total;
    });
    chain = run.catch(() => undefined);
    return run;
  }

  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          runDue().catch((error: unknown) => options.log(`[jobs] ${String(error)}`));
        }, options.intervalMs)
      : undefined;
  timer?.unref();

  return {
    runDue,
    async handle(req, res, url) {
      if (url.pathname !== "/emulator/v1/jobs/run-due" || req.method !== "POST") {
        return sendJson(res, 404, { message: `Not emulated: ${req.method} ${url.pathname}` });
      }
      if (!isLoopbackCaller(req.socket.remoteAddress)) {
        return sendJson(res, 403, { message: "Only callers on this machine may run jobs" });
      }
      try {
        sendJson(res, 200, await runDue());
      } catch (error) {
        sendJson(res, 502, { message: error instanceof Error ? error.message : String(error) });
      }
    },
    stop: () => clearInterval(timer),
  };
}
