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

/**
 * React's use() reads `status`/`value` on a promise it is given: a promise marked fulfilled is
 * unwrapped synchronously, so a component that always calls use(load()) renders a prefetched chunk
 * without suspending. (Reading `loaded()` first and calling use() only when it is missing made
 * use() conditional, which React reports as "called use() to suspend in a previous render but did
 * not call use() when it finished".)
 */
function markFulfilled<M>(promise: Promise<M> | undefined, value: M) {
  if (!promise) return;
  Object.assign(promise, { status: "fulfilled", value });
}

/** Every code-split widget's loader, so all of them can be warmed after hydration. */
const registered: Array<ChunkLoader<unknown>> = [];

export function createChunkLoader<M>(importer: () => Promise<M>): ChunkLoader<M> {
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  const loader: ChunkLoader<M> = {
    load() {
      pending ??= importer().then(
        (value) => {
          module = value;
          markFulfilled(pending, value);
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
  registered.push(loader);
  return loader;
}

/**
 * Fetches every registered chunk (called in idle time once the page is hydrated), so the first
 * opening of a widget on a slow phone waits for no download. A failed prefetch is simply retried
 * by the widget when it is opened.
 */
export function prefetchRegisteredChunks() {
  registered.forEach((loader) => loader.load().catch(() => {}));
}
