/**
 * Loads a code-split module once and remembers it, for UI that should not be in the first
 * download (the chat window, the exit-intent dialog). Unlike React.lazy, a failed download is
 * forgotten, so the next attempt fetches again instead of failing for the page's lifetime; and the
 * loaded module can be read synchronously, so a prefetched chunk renders at once (lib/use-chunk).
 */
export interface ChunkLoader<M> {
  load: () => Promise<M>;
  loaded: () => M | undefined;
}

/** The loaders of widgets every visitor may open (chat, exit offer), warmed with the page. */
const registered: Array<ChunkLoader<unknown>> = [];

export interface ChunkLoaderOptions {
  /**
   * Download once the page has hydrated and the browser is idle (prefetchRegisteredChunks),
   * because any visitor may open it at once.
   * Off for chunks only some visitors need (the signed-in billing controller, the customer area):
   * an import() also evaluates the module, which would cost every visitor main-thread time.
   */
  prefetch?: boolean;
}

export function createChunkLoader<M>(
  importer: () => Promise<M>,
  { prefetch = false }: ChunkLoaderOptions = {},
): ChunkLoader<M> {
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  const loader: ChunkLoader<M> = {
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
  if (prefetch) registered.push(loader);
  return loader;
}

/**
 * Fetches every prefetch chunk (called when the page has hydrated and the browser is idle), so the first
 * opening of a widget on a slow phone waits for no download. A failed prefetch is simply retried
 * by the widget when it is opened.
 */
export function prefetchRegisteredChunks() {
  registered.forEach((loader) => loader.load().catch(() => {}));
}
