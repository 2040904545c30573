import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FunctionExecutor, FunctionOutcome, FunctionRequest } from "./executor.ts";
import { type FunctionLogs, withFunctionLogs } from "./function-logs.ts";
import { fromFetchResponse, toFetchRequest } from "./http-bridge.ts";

type Handler = (req: Request) => Promise<Response> | Response;

export interface NodeExecutorOptions {
  functionsDir: string;
  /** The variables handlers read (through supabase/functions/_shared/env.ts → process.env). */
  env: () => Record<string, string>;
  reload: boolean;
  /** Where each invocation's console output goes (the function's logs). */
  logs: FunctionLogs;
}

/**
 * The quick default: `<functionsDir>/<name>/handler.ts` imported into the emulator's own Node
 * process, every function sharing it (and its process.env).
 */
export class NodeExecutor implements FunctionExecutor {
  private modules = new Map<string, { mtimeMs: number; handler: Handler }>();

  constructor(private readonly options: NodeExecutorOptions) {}

  exists(name: string): boolean {
    return existsSync(this.handlerFile(name));
  }

  async run(request: FunctionRequest): Promise<FunctionOutcome> {
    Object.assign(process.env, this.options.env());
    let handler: Handler;
    try {
      handler = await this.load(this.handlerFile(request.name));
    } catch (error) {
      return { kind: "boot-error", error };
    }
    try {
      const response = await withFunctionLogs(this.options.logs, request.name, () =>
        handler(toFetchRequest(request)),
      );
      if (!(response instanceof Response)) throw new Error("handler did not return a Response");
      return fromFetchResponse(response);
    } catch (error) {
      return { kind: "worker-error", error };
    }
  }

  async close(): Promise<void> {}

  private handlerFile(name: string): string {
    return join(this.options.functionsDir, name, "handler.ts");
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
