import { parseArgs } from "node:util";

/** Vite's own defaults for `npm run dev`; `--port` / `--host` override them. */
export const DEFAULT_DEV_PORT = 5173;
export const DEFAULT_DEV_HOST = "localhost";

/** A wrong `npm run dev` argument: said in one line, nothing started. */
export class DevUsageError extends Error {}

export interface DevArgs {
  port: number;
  /** What Vite listens on: a host name or address; `--host` alone means every interface. */
  host: string;
}

/**
 * `npm run dev -- --port 5273 --host 127.0.0.1` (also `--port=5273`, and `--host` alone for every
 * interface, as Vite's own CLI reads them). Anything else is refused with a clear message rather
 * than ignored, so a typo never starts the app somewhere unexpected.
 */
export function parseDevArgs(argv: string[]): DevArgs {
  // `--host` may stand alone (Vite: listen on all addresses); give parseArgs a value to read.
  const normalised = argv.flatMap((arg, index) =>
    arg === "--host" && (argv[index + 1] === undefined || argv[index + 1].startsWith("-"))
      ? ["--host=0.0.0.0"]
      : [arg],
  );
  let values: { port?: string; host?: string };
  try {
    ({ values } = parseArgs({
      args: normalised,
      options: { port: { type: "string" }, host: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    throw new DevUsageError(
      `${error instanceof Error ? error.message : String(error)}\n` +
        "Usage: npm run dev -- [--port <n>] [--host [<address>]]",
    );
  }
  return {
    port: values.port === undefined ? DEFAULT_DEV_PORT : parsePort(values.port, "--port"),
    host: values.host === undefined || values.host === "" ? DEFAULT_DEV_HOST : values.host,
  };
}

export function parsePort(value: string, name: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new DevUsageError(`${name} expects a port number from 1 to 65535, got "${value}"`);
  }
  return port;
}

/**
 * The address a browser on this machine opens: the host itself, or localhost when Vite listens on
 * every interface. The auth service's site URL and the functions' return-URL check use it.
 */
export function browserOrigin({ port, host }: DevArgs): string {
  const everywhere = host === "0.0.0.0" || host === "::" || host === "true";
  const name = everywhere ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * The auth service's redirect allow-list for a dev server on `port`: the project's list plus this
 * port on both loopback spellings (config.toml only knows the default ports).
 */
export function redirectUrlsFor(origin: string, port: number, configured: string[]): string[] {
  const own = [`${origin}/**`, `http://localhost:${port}/**`, `http://127.0.0.1:${port}/**`];
  return [...new Set([...configured, ...own])];
}
