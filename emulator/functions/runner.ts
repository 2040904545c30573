import type { IncomingMessage, ServerResponse } from "node:http";
import type { Clock } from "../clock.ts";
import { FUNCTIONS_CORS_HEADERS } from "../http/cors.ts";
import { readBody, sendJson, sendText } from "../http/json.ts";
import type { FunctionsConfig } from "./config.ts";
import type { FunctionExecutor, FunctionOutcome } from "./executor.ts";
import { checkFunctionJwt } from "./jwt-gate.ts";

const FUNCTION_BODY_LIMIT = 20 * 1024 * 1024;

export interface FunctionsRunnerOptions {
  executor: FunctionExecutor;
  config: FunctionsConfig;
  jwtSecret: string;
  clock: Clock;
  /** Public origin; handlers see `<origin>/<name>…` as request URL, like on the edge runtime. */
  origin: () => string;
  log: (line: string) => void;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * The gateway in front of the functions, as the edge runtime's main worker: 404 for unknown
 * names, the verify_jwt check, the runtime's error answers (503 BOOT_ERROR, 500 WORKER_ERROR,
 * 546 WORKER_LIMIT) and the preflight fallback. The executor runs the function itself.
 */
export class FunctionsRunner {
  private warnedCors = new Set<string>();

  constructor(private readonly options: FunctionsRunnerOptions) {}

  /** `path` is what follows /functions/v1 (e.g. "/meta-descriptions/sub?x=1" without query). */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    const name = path.split("/")[1] ?? "";
    if (!NAME.test(name) || !this.options.executor.exists(name)) {
      sendText(res, 404, "Function not found");
      return;
    }
    if (req.method !== "OPTIONS" && this.options.config.verifyJwt(name)) {
      const gate = await checkFunctionJwt(req, this.options.jwtSecret, this.options.clock.date());
      if (!gate.ok) {
        sendJson(res, 401, { msg: gate.msg });
        return;
      }
    }
    const method = req.method ?? "GET";
    const hasBody = method !== "GET" && method !== "HEAD";
    const outcome = await this.options.executor.run({
      name,
      method,
      url: `${this.options.origin()}${path}${url.search}`,
      headers: req.headers,
      body: hasBody ? await readBody(req, FUNCTION_BODY_LIMIT) : undefined,
    });
    await this.answer(res, name, method, outcome);
  }

  private async answer(
    res: ServerResponse,
    name: string,
    method: string,
    outcome: FunctionOutcome,
  ): Promise<void> {
    switch (outcome.kind) {
      case "boot-error":
        this.options.log(`[functions] ${name} failed to load: ${describe(outcome.error)}`);
        sendJson(res, 503, {
          code: "BOOT_ERROR",
          message: "Worker failed to boot (please check logs)",
        });
        return;
      case "worker-error":
        this.options.log(`[functions] ${name} failed: ${describe(outcome.error)}`);
        if (method === "OPTIONS") return this.answerPreflight(res, name);
        sendJson(res, 500, {
          code: "WORKER_ERROR",
          message: "Function exited due to an error (please check logs)",
        });
        return;
      case "limit":
        sendJson(res, 546, {
          code: "WORKER_LIMIT",
          message: "Worker failed to respond due to a resource limit (please check logs)",
        });
        return;
      case "response":
        if (method === "OPTIONS" && !("access-control-allow-origin" in outcome.headers)) {
          outcome.discard();
          return this.answerPreflight(res, name);
        }
        res.writeHead(outcome.status, outcome.headers);
        if (!outcome.body) {
          res.end();
          return;
        }
        // A caller that hangs up ends the function's answer too (its worker is free again).
        res.once("close", () => {
          if (!res.writableFinished) outcome.discard();
        });
        try {
          for await (const chunk of outcome.body) res.write(chunk);
          res.end();
        } catch (error) {
          // The worker went away mid-answer (stopped at a limit, or crashed): cut the answer off.
          if (!res.destroyed) {
            this.options.log(`[functions] ${name} broke off its answer: ${describe(error)}`);
          }
          res.destroy();
        }
    }
  }

  /** Handlers that ignore OPTIONS would fail preflights in production; say so, answer anyway. */
  private answerPreflight(res: ServerResponse, name: string) {
    if (!this.warnedCors.has(name)) {
      this.warnedCors.add(name);
      this.options.log(
        `[functions] ${name} did not answer the CORS preflight itself; the emulator did (production would not)`,
      );
    }
    res.writeHead(200, { ...FUNCTIONS_CORS_HEADERS, "Content-Type": "text/plain" });
    res.end("ok");
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
