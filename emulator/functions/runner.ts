import { existsSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Clock } from "../clock.ts";
import { FUNCTIONS_CORS_HEADERS } from "../http/cors.ts";
import { sendJson, sendText } from "../http/json.ts";
import type { FunctionsConfig } from "./config.ts";
import { sendFetchResponse, toFetchRequest } from "./http-bridge.ts";
import { checkFunctionJwt } from "./jwt-gate.ts";

type Handler = (req: Request) => Promise<Response> | Response;

export interface FunctionsRunnerOptions {
  functionsDir: string;
  config: FunctionsConfig;
  jwtSecret: string;
  clock: Clock;
  /** The variables handlers read (through supabase/functions/_shared/env.ts → process.env). */
  env: () => Record<string, string>;
  /** Public origin; handlers see `<origin>/<name>…` as request URL, like on the edge runtime. */
  origin: () => string;
  reload: boolean;
  log: (line: string) => void;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Serves /functions/v1/<name> with `<functionsDir>/<name>/handler.ts`, in-process. */
export class FunctionsRunner {
  private modules = new Map<string, { mtimeMs: number; handler: Handler }>();
  private warnedCors = new Set<string>();

  constructor(private readonly options: FunctionsRunnerOptions) {}

  /** `path` is what follows /functions/v1 (e.g. "/meta-descriptions/sub?x=1" without query). */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    const name = path.split("/")[1] ?? "";
    const file = join(this.options.functionsDir, name, "handler.ts");
    if (!NAME.test(name) || !existsSync(file)) {
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
    const request = await toFetchRequest(req, `${this.options.origin()}${path}${url.search}`);
    Object.assign(process.env, this.options.env());

    let handler: Handler;
    try {
      handler = await this.load(file);
    } catch (error) {
      this.options.log(
        `[functions] ${name} failed to load: ${error instanceof Error ? error.stack : error}`,
      );
      sendJson(res, 503, {
        code: "BOOT_ERROR",
        message: "Worker failed to boot (please check logs)",
      });
      return;
    }
    let response: Response;
    try {
      response = await handler(request);
      if (!(response instanceof Response)) throw new Error("handler did not return a Response");
    } catch (error) {
      this.options.log(
        `[functions] ${name} failed: ${error instanceof Error ? error.stack : error}`,
      );
      if (req.method === "OPTIONS") {
        this.answerPreflight(res, name);
        return;
      }
      sendJson(res, 500, {
        code: "WORKER_ERROR",
        message: "Function exited due to an error (please check logs)",
      });
      return;
    }
    if (req.method === "OPTIONS" && !response.headers.has("access-control-allow-origin")) {
      this.answerPreflight(res, name);
      return;
    }
    await sendFetchResponse(res, response);
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

  private async load(file: string): Promise<Handler> {
    const mtimeMs = this.options.reload ? statSync(file).mtimeMs : 0;
    const cached = this.modules.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.handler;
    const href = pathToFileURL(file).href;
    const module = (
      this.options.reload ? await importFresh(href) : await import(/* @vite-ignore */ href)
    ) as {
      handler?: unknown;
    };
    if (typeof module.handler !== "function") {
      throw new Error(`${file} does not export a handler function`);
    }
    const handler = module.handler as Handler;
    this.modules.set(file, { mtimeMs, handler });
    return handler;
  }
}

/**
 * Dev reload: a fresh copy of handler.ts after it changed. tsx caches transformed files by path,
 * so a cache-busting query is not enough; tsImport loads it in a new namespace. Modules it
 * imports (e.g. _shared/) may stay cached until the emulator restarts.
 */
async function importFresh(href: string): Promise<unknown> {
  const { tsImport } = await import("tsx/esm/api");
  return tsImport(href, import.meta.url);
}
