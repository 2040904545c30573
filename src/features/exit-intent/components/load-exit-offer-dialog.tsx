import { use } from "react";
import { createChunkLoader } from "@/lib/chunk-loader";
import type { ExitOfferDialogProps } from "./exit-offer-dialog";

/** The dialog is its own chunk, fetched when the popup is about to open (or prefetched). */
const exitOfferChunk = createChunkLoader(() => import("./exit-offer-dialog"), { prefetch: true });

export const loadExitOfferDialog = exitOfferChunk.load;

/** Suspends only while the chunk is still downloading. */
export function LazyExitOfferDialog(props: ExitOfferDialogProps) {
  const { ExitOfferDialog } = exitOfferChunk.loaded() ?? use(exitOfferChunk.load());
  return <ExitOfferDialog {...props} />;
}
