import { existsSync, watch, type FSWatcher } from "node:fs";
import type { IncomingMessage } from "node:http";
import { join } from "node:path";
import type { FunctionExecutor, FunctionOutcome, FunctionRequest } from "../executor.ts";
import type { FunctionLogs } from "../function-logs.ts";
import { DenoWorker, PROJECT_ROOT, WorkerBootError } from "./deno-worker.ts";
import { linuxProcStats, type ProcStats } from "./proc-stats.ts";
import { UsageLog } from "./usage-log.ts";
import { EDGE_LIMITS, UsageMeter, type EdgeLimits, type RequestUsage } from "./usage-meter.ts";
import { WorkerPool } from "./worker-pool.ts";
import { forward, responseHeaders } from "./worker-forward.ts";
import { WORKER_ERROR_HEADER } from "./worker-protocol.ts";

export interface DenoExecutorOptions {
  functionsDir: string;
  /** The variables a function sees; a worker started with others is replaced. */
  env: () => Record<string, string>;
  /**
   * "enforce": a request over a limit stops its worker and answers 546 WORKER_LIMIT, as hosted;
   * "log": it only logs a line (local development on a slow machine).
   */
  limits: "log" | "enforce";
  /** Restart a function's workers when a file under the functions directory changes. */
  reload: boolean;
  log: (line: string) => void;
  usage: UsageLog;
  /** Where the workers' console output goes (the functions' logs). */
  logs: FunctionLogs;
  /** Workers per function at a time (concurrent requests beyond wait). Default 8. */
  maxWorkers?: number;
  /** An idle worker stops after this long. Default 60 s. */
  idleMs?: number;
  edgeLimits?: EdgeLimits;
  procStats?: ProcStats;
}

const MB = 1024 * 1024;

/**
 * Runs each function the way the Supabase edge runtime does: its own `index.ts` in a Deno
 * worker (a `deno run` process) per function, started on the first request, one request per
 * worker at a time, with exactly the function's variables. Requests and answers are proxied
 * over loopback HTTP with their bodies streaming. Each request's CPU time and memory are
 * measured against the hosted limits.
 */
export class DenoExecutor implements FunctionExecutor {
  private readonly pools = new Map<string, WorkerPool<DenoWorker>>();
  private readonly watcher: FSWatcher | undefined;
  private readonly configPath: string;

  constructor(private readonly options: DenoExecutorOptions) {
    const own = join(options.functionsDir, "deno.json");
    this.configPath = existsSync(own)
      ? own
      : join(PROJECT_ROOT, "supabase", "functions", "deno.json");
    if (options.reload) {
      // Any change may touch a function (its folder or _shared): its workers end once idle.
      this.watcher = watch(options.functionsDir, { recursive: true }, () => {
        for (const pool of this.pools.values()) pool.markAllStale();
      });
    }
  }

  exists(name: string): boolean {
    return existsSync(this.entrypoint(name));
  }

  /** The running workers (test hooks: orphan checks, restarts). */
  workers(): Array<{ name: string; pid: number; port: number; busy: boolean }> {
    return [...this.pools].flatMap(([name, pool]) =>
      pool
        .workers()
        .map(({ worker, busy }) => ({ name, pid: worker.pid, port: worker.port, busy })),
    );
  }

  async run(request: FunctionRequest): Promise<FunctionOutcome> {
    const env = this.options.env();
    let lease;
    try {
      lease = await this.pool(request.name).acquire(JSON.stringify(env));
    } catch (error) {
      if (error instanceof WorkerBootError) return { kind: "boot-error", error };
      throw error;
    }
    const { worker } = lease;
    const started = performance.now();
    let stoppedAt: RequestUsage | null = null;
    const meter = new UsageMeter({
      pid: worker.pid,
      runtimeRssBytes: worker.runtimeRssBytes,
      stats: this.options.procStats ?? linuxProcStats,
      limits: this.options.edgeLimits ?? EDGE_LIMITS,
      onOver: (usage) => {
        if (this.options.limits !== "enforce") return;
        stoppedAt = usage;
        worker.kill();
      },
    });
    let finished = false;
    const finish = (status: number) => {
      if (finished) return;
      finished = true;
      const usage = meter.stop() ?? stoppedAt;
      lease.release();
      if (!usage) return;
      this.options.usage.add({
        name: request.name,
        method: request.method,
        status,
        pid: worker.pid,
        wallMs: Math.round(performance.now() - started),
        ...usage,
      });
      if (usage.over.length > 0) this.options.log(overLimitLine(request, usage, this.options));
    };

    let upstream: IncomingMessage;
    try {
      upstream = await forward(worker.port, request);
    } catch (error) {
      finish(stoppedAt ? 546 : 500);
      if (stoppedAt) return { kind: "limit", usage: stoppedAt };
      return { kind: "worker-error", error };
    }
    if (upstream.headers[WORKER_ERROR_HEADER]) {
      upstream.resume();
      finish(500);
      return { kind: "worker-error", error: new Error("the handler threw (see the worker's log)") };
    }
    const status = upstream.statusCode ?? 502;
    upstream.once("close", () => finish(status));
    return {
      kind: "response",
      status,
      headers: responseHeaders(upstream),
      body: upstream,
      discard: () => upstream.destroy(),
    };
  }

  async close(): Promise<void> {
    this.watcher?.close();
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }

  private entrypoint(name: string): string {
    return join(this.options.functionsDir, name, "index.ts");
  }

  private pool(name: string): WorkerPool<DenoWorker> {
    let pool = this.pools.get(name);
    if (!pool) {
      pool = new WorkerPool({
        // The key is the environment as JSON: a worker starts with the one it is wanted for.
        start: (envKey) =>
          DenoWorker.start({
            name,
            entrypoint: this.entrypoint(name),
            functionsDir: this.options.functionsDir,
            configPath: this.configPath,
            env: JSON.parse(envKey) as Record<string, string>,
            log: this.options.log,
            onOutput: (level, message) => this.options.logs.add(name, level, message),
          }),
        maxWorkers: this.options.maxWorkers ?? 8,
        idleMs: this.options.idleMs ?? 60_000,
      });
      this.pools.set(name, pool);
    }
    return pool;
  }
}

function overLimitLine(
  request: FunctionRequest,
  usage: RequestUsage,
  options: DenoExecutorOptions,
): string {
  const limits = options.edgeLimits ?? EDGE_LIMITS;
  const figures = [
    `${(usage.cpuMs / 1000).toFixed(2)} s CPU (limit ${limits.cpuMs / 1000} s)`,
    `${(usage.memoryBytes / MB).toFixed(0)} MB memory (limit ${limits.memoryBytes / MB} MB)`,
  ];
  const consequence =
    options.limits === "enforce"
      ? "stopped the worker: 546 WORKER_LIMIT, as the edge runtime would"
      : "the edge runtime would stop it with 546 WORKER_LIMIT";
  return `[functions] ${request.name}: ${request.method} went over the edge runtime's ${usage.over.join(" and ")} limit: ${figures.join(", ")}; ${consequence}`;
}
