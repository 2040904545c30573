import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";
import { articlesPlugin } from "./scripts/content/articles-plugin.ts";

/** Tests over the production build in dist/ (run after `npm run build`). */
export default defineConfig({
  plugins: [articlesPlugin()],
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("./supabase/functions/_shared/contract", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    include: ["tests/build/**/*.test.ts"],
  },
});
