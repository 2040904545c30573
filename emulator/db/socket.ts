import { createServer, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from "@electric-sql/pglite-socket";
import type { SessionGate } from "./gate.ts";

export interface DbSocketServer {
  port: number;
  url: string;
  close(): Promise<void>;
}

/**
 * Postgres wire protocol on a local port, so the functions (and psql) reach the embedded database
 * with a normal connection string. Built from pglite-socket's connection handler, with our
 * SessionGate as its query queue (see gate.ts for why PGLiteSocketServer's own queue is not used).
 * Remember: every connection shares ONE backend session — use SET LOCAL / set_config(…, true)
 * inside transactions, never session-level SET ROLE.
 */
export async function startDbSocket(options: {
  db: PGlite;
  gate: SessionGate;
  port: number;
  host?: string;
  maxConnections?: number;
}): Promise<DbSocketServer> {
  const host = options.host ?? "127.0.0.1";
  const maxConnections = options.maxConnections ?? 100;
  const handlers = new Set<PGLiteSocketHandler>();
  // The handler only calls the queue's public methods, which SessionGate implements.
  const queryQueue = options.gate as unknown as PGLiteSocketHandlerOptions["queryQueue"];

  const onConnection = async (socket: Socket) => {
    if (handlers.size >= maxConnections) {
      socket.end("Too many connections\n");
      return;
    }
    const handler = new PGLiteSocketHandler({ queryQueue, closeOnDetach: true });
    handlers.add(handler);
    handler.addEventListener("close", () => handlers.delete(handler));
    handler.addEventListener("error", () => handlers.delete(handler));
    await handler.attach(socket);
  };

  const server: Server = createServer((socket) => void onConnection(socket));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;

  return {
    port,
    url: `postgresql://postgres:postgres@${host}:${port}/postgres`,
    async close() {
      await Promise.all([...handlers].map((handler) => handler.detach(true)));
      handlers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
