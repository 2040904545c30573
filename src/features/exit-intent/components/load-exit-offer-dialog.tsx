import { use } from "react";
import type { ExitOfferDialogProps } from "./exit-offer-dialog";

type ExitOfferDialogModule = typeof import("./exit-offer-dialog");

let pending: Promise<ExitOfferDialogModule> | undefined;
let loaded: ExitOfferDialogModule | undefined;

/** The dialog is its own chunk, fetched when the popup is about to open (or prefetched). */
export function loadExitOfferDialog(): Promise<ExitOfferDialogModule> {
  pending ??= import("./exit-offer-dialog").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** Suspends only while the chunk is still downloading. */
export function LazyExitOfferDialog(props: ExitOfferDialogProps) {
  const { ExitOfferDialog } = loaded ?? use(loadExitOfferDialog());
  return <ExitOfferDialog {...props} />;
}
