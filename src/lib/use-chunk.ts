import { useEffect, useState } from "react";
import type { ChunkLoader } from "./chunk-loader";

/**
 * A code-split chunk's module for a component that needs it: at once if it has been loaded,
 * otherwise loaded on mount (`module` undefined meanwhile; `error` if the download failed — the
 * caller throws it to its error boundary, and a remount tries again).
 *
 * Used instead of use()/React.lazy inside <Suspense> for widgets opened by the visitor: React holds
 * back the reveal of suspended content for up to 300 ms after showing a fallback, so a chunk that
 * arrived a moment after the tap still opened the chat 300 ms late on a slow phone (issue 13,
 * docs/decisions/002). A state update renders as soon as the chunk is there.
 */
export function useChunk<M>(loader: ChunkLoader<M>): { module?: M; error?: unknown } {
  const [settled, setSettled] = useState<{ module?: M; error?: unknown }>({});
  const module = loader.loaded() ?? settled.module;

  useEffect(() => {
    if (module) return;
    let current = true;
    loader.load().then(
      (value) => current && setSettled({ module: value }),
      (error: unknown) => current && setSettled({ error }),
    );
    return () => {
      current = false;
    };
  }, [loader, module]);

  return module ? { module } : { error: settled.error };
}
