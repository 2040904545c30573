import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkMapPlugin } from "./scripts/chunk-map-plugin.ts";
import { helpSearchIndexPlugin } from "./scripts/help-search-index-plugin.ts";
import { articlesPlugin } from "./scripts/content/articles-plugin.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    helpSearchIndexPlugin(),
    // The articles under content/ as modules, rendered at build time (decision 051).
    articlesPlugin(),
    ...(isSsrBuild ? [] : [chunkMapPlugin()]),
  ],
  resolve: {
    alias: [
      {
        find: "@contract",
        replacement: fileURLToPath(
          new URL("./supabase/functions/_shared/contract", import.meta.url),
        ),
      },
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      // The site's CSP allows no eval: the browser gets zod without its JIT (src/lib/zod/).
      // Only the bare "zod"; zod/mini never compiles parsers.
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL("./src/lib/zod/browser-zod.ts", import.meta.url)),
      },
    ],
  },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            // Fewer, larger files for the public pages: on a phone network each extra request
            // costs a round trip (docs/decisions/002 and 024). The icons (≈ 1 KB each) are one
            // chunk instead of one file per icon; React with the router, and the UI libraries
            // every public page uses, are one chunk each. The modal stack (Radix dialog, vaul,
            // scroll lock), the tooltip with its positioning library, and the toasts stay with the
            // lazy chunks that use them.
            codeSplitting: {
              groups: [
                {
                  name: "react",
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
                  priority: 3,
                },
                {
                  name: "ui-vendor",
                  test: /[\\/]node_modules[\\/](@radix-ui[\\/](?!react-toast|react-dialog|react-focus-scope|react-focus-guards|react-tooltip|react-popper|react-arrow)|class-variance-authority[\\/]|clsx[\\/]|tailwind-merge[\\/])/,
                  priority: 2,
                },
                {
                  // The customer area's languages (i18next, react-i18next, src/i18n with the
                  // catalogues): one chunk that only /login and the customer area load
                  // (tests/build/i18n-bundle.test.ts measures it).
                  name: "i18n",
                  test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]|[\\/]src[\\/]i18n[\\/]/,
                  priority: 1,
                  // What src/i18n uses that public pages use too (the euro and Search Console
                  // figure formatters, the contract) stays in the shared chunks: pulled in here,
                  // it would make those pages load this chunk.
                  includeDependenciesRecursively: false,
                },
                {
                  name: "icons",
                  test: /[\\/]node_modules[\\/]lucide-react[\\/]/,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: { port: 5173, strictPort: true, host: "localhost" },
  preview: { port: 4173, strictPort: true, host: "localhost" },
}));
