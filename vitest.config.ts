import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { articlesPlugin } from "./scripts/content/articles-plugin.ts";

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
    setupFiles: ["./tests/setup.ts"],
    // With EMULATOR_DATABASE_URL: the migrated template test databases are cloned from.
    globalSetup: ["./tests/integration/postgres-global-setup.ts"],
    css: false,
    restoreMocks: true,
    // Every core runs a test file, so a form typed key by key or a journey of several emulator
    // round trips can pass Vitest's 5 s default without anything being wrong. In the deno
    // functions runtime a function's first call in each file also boots its worker process.
    testTimeout: process.env.EMULATOR_FUNCTIONS_RUNTIME === "deno" ? 20_000 : 15_000,
    // Vitest keeps one core for its main process by default, which on CI's two cores means one
    // worker while the main process mostly waits. Use every core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        // Rendered React components: a DOM.
        test: {
          name: "component",
          environment: "jsdom",
          include: ["tests/component/**/*.test.{ts,tsx}"],
        },
      },
      {
        extends: true,
        // Pure modules, the emulator and the functions: no DOM to build per file. A unit test
        // that renders opts in with `// @vitest-environment jsdom`.
        test: {
          name: "node",
          environment: "node",
          include: [
            "tests/unit/**/*.test.{ts,tsx}",
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
