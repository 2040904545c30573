import { createServer } from "node:net";

/** True when nothing listens on host:port yet (tried by listening there for a moment). */
export function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the system has just handed out as free on host. */
export function anyFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export class PortBusyError extends Error {}

/**
 * The port a helper service uses: the one the user set (it must be free: they asked for it), else
 * the usual one, else any free one — so a second checkout's `npm run dev` starts beside the first
 * without anyone editing ports. Returns the port and whether it moved.
 */
export async function choosePort(input: {
  name: string;
  variable: string;
  explicit: number | undefined;
  usual: number;
  host: string;
}): Promise<{ port: number; moved: boolean }> {
  if (input.explicit !== undefined) {
    if (await isPortFree(input.explicit, input.host)) return { port: input.explicit, moved: false };
    throw new PortBusyError(
      `${input.name}: port ${input.explicit} (${input.variable}) is already in use on ${input.host}. ` +
        `Stop what runs there or choose another port.`,
    );
  }
  if (await isPortFree(input.usual, input.host)) return { port: input.usual, moved: false };
  return { port: await anyFreePort(input.host), moved: true };
}
