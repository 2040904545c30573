import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("./supabase/functions/_shared/contract", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  test: {
    environment: "jsdom",
    globals: false,
    setupFiles: ["./tests/setup.ts"],
    // With EMULATOR_DATABASE_URL: the migrated template test databases are cloned from.
    globalSetup: ["./tests/integration/postgres-global-setup.ts"],
    include: ["tests/**/*.test.{ts,tsx}"],
    // tests/build runs over dist/ after the build (vitest.build.config.ts); tests/postgres needs a
    // real PostgreSQL (vitest.postgres.config.ts, npm run test:integration:pg).
    exclude: ["tests/build/**", "tests/postgres/**", "node_modules/**"],
    css: false,
    restoreMocks: true,
    // In the deno functions runtime a function's first call in each test file boots its worker
    // process (a second or more on a loaded machine): a few journeys need more than the default.
    ...(process.env.EMULATOR_FUNCTIONS_RUNTIME === "deno" && { testTimeout: 20_000 }),
  },
});
