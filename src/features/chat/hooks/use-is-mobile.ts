import { useSyncExternalStore } from "react";
import { MOBILE_MEDIA_QUERY } from "../model";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function getSnapshot(): boolean {
  return window.matchMedia(MOBILE_MEDIA_QUERY).matches;
}

/** Desktop during server render: the window is unknown there, and the chat only opens on click. */
function getServerSnapshot(): boolean {
  return false;
}

/** True below MOBILE_BREAKPOINT_PX (767 px and narrower), following live viewport changes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
