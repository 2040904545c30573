import { readFileSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";

const BOOTSTRAP_SQL = new URL("./bootstrap.sql", import.meta.url);

/** Roles, grants, extensions and the auth schema (runs as the superuser `postgres`). */
export async function bootstrapDatabase(db: PGlite): Promise<void> {
  await db.exec(readFileSync(BOOTSTRAP_SQL, "utf8"));
}
