/**
 * Loads a code-split module once and remembers it, for UI that should not be in the first
 * download (the chat window, the exit-intent dialog). Unlike React.lazy, a failed download is
 * forgotten, so the next attempt fetches again instead of failing for the page's lifetime; and the
 * loaded module can be read synchronously, so a prefetched chunk renders without suspending.
 */
export interface ChunkLoader<M> {
  load: () => Promise<M>;
  loaded: () => M | undefined;
}

export function createChunkLoader<M>(importer: () => Promise<M>): ChunkLoader<M> {
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  return {
    load() {
      pending ??= importer().then(
        (value) => {
          module = value;
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}
