import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@contract": fileURLToPath(new URL("./supabase/functions/_shared/contract", import.meta.url)),
      "@": fileURLToPath(new URL("./src", import.meta.url)),
    },
  },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            // The icons (≈ 1 KB each) are one chunk instead of one file per icon: on a phone
            // network each extra request costs a round trip (docs/decisions/002, amended).
            codeSplitting: {
              groups: [
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
