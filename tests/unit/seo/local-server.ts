import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { SafeFetchError } from "../../../supabase/functions/_shared/net/safe-fetch.ts";

export interface LocalServer {
  origin: string;
  host: string;
  requests: string[];
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1, port 0, with one handler; it records each request path. */
export async function startServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LocalServer> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? "");
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A minimal Dutch page the local servers answer with. */
export const SIMPLE_PAGE = "<!DOCTYPE html><html lang=nl><title>Pagina</title></html>";

/** The SafeFetchError a call rejects with (the test fails when it resolves or throws another). */
export async function safeFetchFailure(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}
