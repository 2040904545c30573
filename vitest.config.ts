import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { articlesPlugin } from "./scripts/content/articles-plugin.ts";

const denoFunctions = process.env.EMULATOR_FUNCTIONS_RUNTIME === "deno";

export default defineConfig({
  plugins: [react(), articlesPlugin()],
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("./supabase/functions/_shared/contract", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  test: {
    globals: false,
    // With EMULATOR_DATABASE_URL: the migrated template test databases are cloned from.
    globalSetup: ["./tests/integration/postgres-global-setup.ts"],
    css: false,
    restoreMocks: true,
    // Every core runs a test file, so a form typed key by key or a journey of several emulator
    // round trips can pass Vitest's 5 s default without anything being wrong. In the deno
    // functions runtime a function's first call in each file also boots its worker process.
    testTimeout: denoFunctions ? 20_000 : 15_000,
    // Vitest keeps one core for its main process by default, which on CI's two cores means one
    // worker while the main process mostly waits. Use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        // Rendered React components: a DOM. One jsdom window and one load of React, Testing
        // Library and Radix per worker instead of per file (building the window and those imports
        // were most of a file's cost); tests/setup-reused-worker.ts gives every file fresh modules
        // of our own, its own module mocks, an empty page and clean storage.
        test: {
          name: "component",
          environment: "jsdom",
          isolate: false,
          setupFiles: ["./tests/setup-reused-worker.ts", "./tests/setup.ts"],
          include: ["tests/component/**/*.test.{ts,tsx}"],
        },
      },
      {
        extends: true,
        // Pure modules: no DOM, and like the components one worker runs many files (fresh modules
        // of our own per file, the packages loaded once). Stubbed variables and globals are undone
        // after every test. A unit test that renders opts in with `// @vitest-environment jsdom`.
        test: {
          name: "unit",
          environment: "node",
          setupFiles: ["./tests/setup-reused-worker.ts", "./tests/setup.ts"],
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          isolate: false,
          unstubEnvs: true,
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        // The emulator and the functions: an emulator per file. With the functions in Deno
        // workers (CI), a worker runs many files like the projects above: the packages (pg,
        // stripe, supabase-js) load once per worker instead of once per file (measured: 256 → 182
        // CPU s for this project). With the functions in-process (the default) each file keeps a
        // process of its own: functions running in the test process see what earlier files left
        // there (tried: 7 files failed, e.g. a PageSpeed setting and post checks that leaked).
        test: {
          name: "integration",
          environment: "node",
          ...(denoFunctions
            ? {
                isolate: false,
                unstubEnvs: true,
                unstubGlobals: true,
                setupFiles: ["./tests/setup-reused-worker.ts", "./tests/setup.ts"],
              }
            : { setupFiles: ["./tests/setup.ts"] }),
          include: [
            "tests/integration/**/*.test.{ts,tsx}",
            // Real connections and lock contention: only with a real PostgreSQL (CI has one).
            ...(process.env.EMULATOR_DATABASE_URL ? ["tests/postgres/**/*.test.ts"] : []),
          ],
        },
      },
    ],
    // tests/build runs over dist/ after the build (vitest.build.config.ts); tests/postgres runs
    // only with EMULATOR_DATABASE_URL (CI, npm run test:integration:pg).
  },
});
