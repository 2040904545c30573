import { readFileSync } from "node:fs";
import type { Database } from "./database.ts";

const BOOTSTRAP_SQL = new URL("./bootstrap.sql", import.meta.url);

/**
 * Roles, grants, extensions and the auth schema (runs as the superuser `postgres`). Idempotent,
 * on PGlite and on a real server, where roles are shared by every database of the cluster.
 */
export async function bootstrapDatabase(db: Database): Promise<void> {
  await db.exec(readFileSync(BOOTSTRAP_SQL, "utf8"));
}
