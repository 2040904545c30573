import { createChunkLoader } from "@/lib/chunk-loader";

/**
 * uPlot and its stylesheet, loaded only when the dashboard's chart mounts: a dynamic import keeps
 * them in their own chunk, out of every public page's bundle (docs/decisions/037).
 */
export const uplotChunk = createChunkLoader(async () => {
  const [module] = await Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]);
  return module.default;
});
