import { useEffect, useState } from "react";
import { claimExitIntent, isTopEdgeExit } from "../model";

/**
 * Opens when the pointer leaves the page through the top edge — toward the tab bar or the
 * address bar — at most once per page load and once per 24 hours.
 */
export function useExitIntent(): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    function handleMouseOut(event: MouseEvent) {
      if (!isTopEdgeExit(event)) return;
      if (!claimExitIntent(new Date())) return;
      setOpen(true);
    }
    document.addEventListener("mouseout", handleMouseOut);
    return () => document.removeEventListener("mouseout", handleMouseOut);
  }, []);

  return [open, setOpen];
}
