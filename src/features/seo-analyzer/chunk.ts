import { createChunkLoader } from "@/lib/chunk-loader";

/** Not prefetched for every visitor: only those who focus the field or submit need it. */
export const analysisChunk = createChunkLoader(() => import("./analysis-chunk"));
export type AnalysisChunk = Awaited<ReturnType<typeof analysisChunk.load>>;
