import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";

/** Opens the embedded Postgres: on disk under `dataDir`, or in memory when it is null. */
export async function openPglite(dataDir: string | null): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({
    dataDir: dataDir ?? undefined,
    extensions: { pgcrypto, uuid_ossp },
  });
}
