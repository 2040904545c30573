import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FunctionLogLevel } from "../function-logs.ts";
import { processEnded } from "./proc-stats.ts";
import { EDGE_LIMITS } from "./usage-meter.ts";
import { parseLogLine, parseReadyLine } from "./worker-protocol.ts";

/** The emulator's checkout: its node_modules is where `npm:` imports resolve (nodeModulesDir manual). */
export const PROJECT_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const ENTRY = fileURLToPath(new URL("./worker-entry.ts", import.meta.url));
/** A cold Deno cache transpiles every module of a function first: minutes on a busy machine. */
const BOOT_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 2_000;

/** The `deno` binary of the `deno` npm package (a devDependency). */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const install = require("deno/install_api.cjs") as { runInstall(): string };
  return install.runInstall();
}

export interface DenoWorkerSpec {
  /** The function's name (for log lines). */
  name: string;
  /** `<functionsDir>/<name>/index.ts`. */
  entrypoint: string;
  /** Where the function may read files: its functions directory (modules load from there). */
  functionsDir: string;
  /** deno.json with the import map (`npm:` specifiers). */
  configPath: string;
  /** Exactly the variables the function sees (secrets and SUPABASE_*). */
  env: Record<string, string>;
  log: (line: string) => void;
  /**
   * A line of the function's logs: a console call (with its level), or anything else the
   * process wrote (stdout as "log", stderr as "error", e.g. an uncaught error's trace).
   */
  onOutput: (level: FunctionLogLevel, message: string) => void;
}

const LEVELS: readonly string[] = ["debug", "log", "info", "warn", "error"];

/** Thrown when a worker exits or times out before it listens: the gateway's 503 BOOT_ERROR. */
export class WorkerBootError extends Error {}

/**
 * One `deno run` process serving one function's index.ts through worker-entry.ts. Permissions:
 * network (the database, Stripe, customers' sites), environment (it holds only the function's
 * variables), and reading the functions directory (the entry imports index.ts dynamically,
 * which Deno counts as a read). npm modules load from node_modules without a read permission,
 * and none of the libraries needs `--allow-sys` or `--allow-write`.
 */
export class DenoWorker {
  readonly exited: Promise<void>;
  private exitedFlag = false;

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    readonly port: number,
    readonly runtimeRssBytes: number,
  ) {
    // A worker that died leaves a closed pipe: ending it or a late spawn error is not news.
    child.on("error", () => undefined);
    child.stdin.on("error", () => undefined);
    this.exited = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once("exit", () => resolve());
    }).then(() => {
      this.exitedFlag = true;
    });
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** Also false in the moment between the process ending and Node reporting its exit. */
  get alive(): boolean {
    return !this.exitedFlag && !processEnded(this.pid);
  }

  /** Starts the worker and resolves once it listens; WorkerBootError when it cannot. */
  static start(spec: DenoWorkerSpec): Promise<DenoWorker> {
    const child = spawn(
      denoBinary(),
      [
        "run",
        `--config=${spec.configPath}`,
        "--no-lock",
        "--no-prompt",
        // The edge runtime gives each isolate a heap as large as its memory limit, so V8
        // collects garbage before the limit instead of growing into it; without this, V8's
        // default heap (gigabytes) lets garbage pile up and a request's resident memory counts
        // what earlier requests left behind.
        `--v8-flags=--max-old-space-size=${EDGE_LIMITS.memoryBytes / 1024 / 1024}`,
        "--allow-net",
        "--allow-env",
        `--allow-read=${spec.functionsDir}`,
        ENTRY,
        pathToFileURL(spec.entrypoint).href,
      ],
      {
        cwd: PROJECT_ROOT,
        env: {
          ...spec.env,
          DENO_DIR: process.env.DENO_DIR ?? join(homedir(), ".cache", "deno"),
          DENO_NO_UPDATE_CHECK: "1",
          NO_COLOR: "1",
        },
        stdio: ["pipe", "pipe", "pipe"],
      },
    );
    const prefix = `[functions] ${spec.name}:`;
    /** The last lines, for a boot error's message. */
    const output: string[] = [];
    const report = (level: FunctionLogLevel, message: string) => {
      output.push(message);
      if (output.length > 20) output.shift();
      spec.log(`${prefix} ${message}`);
      spec.onOutput(level, message);
    };
    const stderr = createInterface({ input: child.stderr });
    stderr.on("line", (line) => report("error", line));

    return new Promise<DenoWorker>((resolve, reject) => {
      const fail = (reason: string) => {
        clearTimeout(timer);
        child.kill("SIGKILL");
        reject(new WorkerBootError(`${reason}\n${output.join("\n")}`));
      };
      const timer = setTimeout(
        () => fail(`did not listen within ${BOOT_TIMEOUT_MS} ms`),
        BOOT_TIMEOUT_MS,
      );
      child.once("error", (error) => fail(`could not start deno: ${error.message}`));
      child.once("exit", (code, signal) => fail(`exited before listening (${signal ?? code})`));
      const stdout = createInterface({ input: child.stdout });
      stdout.on("line", (line) => {
        const ready = parseReadyLine(line);
        if (!ready) {
          const logged = parseLogLine(line);
          if (!logged) return report("log", line);
          const level = LEVELS.includes(logged.level) ? (logged.level as FunctionLogLevel) : "log";
          return report(level, logged.message);
        }
        clearTimeout(timer);
        child.removeAllListeners("exit");
        child.removeAllListeners("error");
        resolve(new DenoWorker(child, ready.port, ready.runtimeRssBytes));
      });
    });
  }

  /** Ends the worker: stdin closes (it exits by itself), SIGKILL if it is still there after a grace. */
  async stop(): Promise<void> {
    if (!this.alive) return;
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill("SIGKILL"), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
  }

  /** At once, as the edge runtime does with an isolate over its limits. */
  kill(): void {
    if (this.alive) this.child.kill("SIGKILL");
  }
}
