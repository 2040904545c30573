import postgres from "postgres";
import { afterAll, beforeAll } from "vitest";
import type { Emulator, EmulatorOptions } from "../../emulator/index.ts";
import { fixtureSite } from "./analyzer-support.ts";
import { startServer, type LocalServer } from "../unit/seo/local-server.ts";
import { useEmulator } from "./emulator-support.ts";

export interface LoopbackSite {
  origin: string;
  host: string;
  close(): Promise<void>;
}

/**
 * One emulator for the test file, allowed to fetch a local website (the analyzer fixture site
 * unless another is started), plus a postgres.js connection to its database for assertions.
 * `extraHosts` adds further loopback servers the functions may reach (a WordPress fixture).
 */
export function useSiteEmulator(
  options: {
    startSite?: () => Promise<LoopbackSite>;
    extraHosts?: () => string[];
    /** Further emulator options; a function when they depend on servers started in beforeAll. */
    emulator?: () => EmulatorOptions;
  } = {},
): { site: () => LoopbackSite; emulator: () => Emulator; db: () => postgres.Sql } {
  let site: LoopbackSite | undefined;
  beforeAll(async () => {
    site = await (options.startSite ?? (() => startServer(fixtureSite) as Promise<LocalServer>))();
  });
  const emulator = useEmulator(() => ({
    analyzerAllow: [site!.host, ...(options.extraHosts?.() ?? [])],
    autoconfirm: true,
    ...options.emulator?.(),
  }));
  let sql: postgres.Sql | undefined;
  afterAll(async () => {
    await sql?.end();
    await site?.close();
  });
  return {
    site: () => site!,
    emulator,
    db: () => (sql ??= postgres(emulator().dbUrl, { max: 1, prepare: false, onnotice: () => {} })),
  };
}
