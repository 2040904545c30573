import { createChunkLoader } from "@/lib/chunk-loader";
import { useChunk } from "@/lib/use-chunk";
import type { ExitOfferDialogProps } from "./exit-offer-dialog";

/** The dialog is its own chunk, fetched when the popup is about to open (or prefetched). */
const exitOfferChunk = createChunkLoader(() => import("./exit-offer-dialog"), { prefetch: true });

export const loadExitOfferDialog = exitOfferChunk.load;

/** Whether the dialog's code has arrived (then it opens without its stand-in). */
export const exitOfferDialogLoaded = () => exitOfferChunk.loaded() !== undefined;

/** Renders nothing while the chunk is still downloading; a failed download is thrown. */
export function LazyExitOfferDialog(props: ExitOfferDialogProps) {
  const { module, error } = useChunk(exitOfferChunk);
  if (error) throw error;
  if (!module) return null;
  return <module.ExitOfferDialog {...props} />;
}
