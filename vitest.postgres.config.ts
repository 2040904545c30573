/**
 * `npm run test:integration:pg`: the integration suite on a real PostgreSQL, plus the tests that
 * only mean something there (tests/postgres: real connections, real lock contention). The server
 * is EMULATOR_DATABASE_URL, by default the one scripts/postgres-local.sh starts.
 */
import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";

process.env.EMULATOR_DATABASE_URL ||= "postgresql://postgres:postgres@127.0.0.1:5432/postgres";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One project here: the integration suite and tests/postgres, all in Node.
    projects: undefined,
    environment: "node",
    setupFiles: ["./tests/setup.ts"],
    include: ["tests/integration/**/*.test.ts", "tests/postgres/**/*.test.ts"],
    exclude: ["node_modules/**"],
  },
});
