import type { IncomingMessage, ServerResponse } from "node:http";
import type { Clock } from "../clock.ts";
import type { EmulatorConfig, FunctionsRuntime } from "../config.ts";
import { sendJson } from "../http/json.ts";
import { isLoopbackCaller } from "../jobs/job-runner.ts";
import { FunctionsConfig } from "./config.ts";
import { FunctionLogs, type FunctionLogLine } from "./function-logs.ts";
import { DenoExecutor } from "./deno/deno-executor.ts";
import { UsageLog, type UsageRecord } from "./deno/usage-log.ts";
import { NodeExecutor } from "./node-executor.ts";
import { FunctionsRunner } from "./runner.ts";

export type { UsageRecord } from "./deno/usage-log.ts";
export type { FunctionLogLine } from "./function-logs.ts";

export interface WorkerInfo {
  name: string;
  pid: number;
  port: number;
  busy: boolean;
}

/** `emulator.functions`: how the functions run, and what the Deno workers measured. */
export interface EmulatorFunctions {
  runtime: FunctionsRuntime;
  /** The running Deno workers (none in the node runtime). */
  workers(): WorkerInfo[];
  /** CPU time and memory of the last requests served by Deno workers, oldest first. */
  usage(): UsageRecord[];
  /**
   * What the functions wrote to their console, oldest first (the last 2,000 lines), in both
   * runtimes, as hosted Supabase keeps a function's logs; `name` picks one function's.
   */
  logs(name?: string): FunctionLogLine[];
  /**
   * Test hook: variables that win over every other source (secrets, the doubles, SUPABASE_*)
   * from the next request on, e.g. a Stripe that cannot be reached. `{}` ends the override.
   * Deno workers started with other variables are replaced, as after `supabase secrets set`.
   */
  overrideEnv(variables: Record<string, string>): void;
}

export interface FunctionsService extends EmulatorFunctions {
  runner: FunctionsRunner;
  /** `GET /emulator/v1/functions/workers`, `…/usage` and `…/logs` (this machine only). */
  handleTestHook(req: IncomingMessage, res: ServerResponse, url: URL): void;
  close(): Promise<void>;
}

/** The functions gateway with the executor the configuration asks for. */
export function createFunctions(options: {
  config: EmulatorConfig;
  jwtSecret: string;
  clock: Clock;
  env: () => Record<string, string>;
  origin: () => string;
}): FunctionsService {
  const { config } = options;
  const usage = new UsageLog();
  const logs = new FunctionLogs();
  let overrides: Record<string, string> = {};
  const env = () => ({ ...options.env(), ...overrides });
  const deno =
    config.functionsRuntime === "deno"
      ? new DenoExecutor({
          functionsDir: config.functionsDir,
          env,
          limits: config.functionLimits,
          reload: config.reloadFunctions,
          log: config.log,
          usage,
          logs,
        })
      : undefined;
  const executor =
    deno ??
    new NodeExecutor({
      functionsDir: config.functionsDir,
      env,
      reload: config.reloadFunctions,
      logs,
    });
  const runner = new FunctionsRunner({
    executor,
    config: new FunctionsConfig(config.configTomlPath),
    jwtSecret: options.jwtSecret,
    clock: options.clock,
    origin: options.origin,
    log: config.log,
  });
  const workers = () => deno?.workers() ?? [];
  return {
    runtime: config.functionsRuntime,
    runner,
    workers,
    usage: () => usage.list(),
    logs: (name) => logs.list(name),
    overrideEnv(variables) {
      overrides = { ...variables };
    },
    handleTestHook(req, res, url) {
      if (!isLoopbackCaller(req.socket.remoteAddress)) {
        return sendJson(res, 403, { message: "Only callers on this machine may read this" });
      }
      if (req.method === "GET" && url.pathname === "/emulator/v1/functions/workers") {
        return sendJson(res, 200, { runtime: config.functionsRuntime, workers: workers() });
      }
      if (req.method === "GET" && url.pathname === "/emulator/v1/functions/usage") {
        return sendJson(res, 200, { runtime: config.functionsRuntime, usage: usage.list() });
      }
      if (req.method === "GET" && url.pathname === "/emulator/v1/functions/logs") {
        const name = url.searchParams.get("name") ?? undefined;
        return sendJson(res, 200, { runtime: config.functionsRuntime, logs: logs.list(name) });
      }
      sendJson(res, 404, { message: `Not emulated: ${req.method} ${url.pathname}` });
    },
    close: () => executor.close(),
  };
}
