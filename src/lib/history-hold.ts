/**
 * Lets a page hold the browser's back and forward buttons before React Router acts on them. The
 * leave guard (use-leave-guard.ts) must see a popstate before the router does, to keep a page
 * with unsaved changes from being swapped out. Listeners on the window run in the order they were
 * added (Chromium does so even for a capturing one), so this one is added when the module loads:
 * client-app.tsx imports it before the router exists. A hold answers true to swallow the event.
 */
type Hold = (event: PopStateEvent) => boolean;

const holds = new Set<Hold>();

/** Adds a hold; returns its removal. */
export function holdHistory(hold: Hold): () => void {
  holds.add(hold);
  return () => holds.delete(hold);
}

if (typeof window !== "undefined") {
  window.addEventListener("popstate", (event) => {
    let swallowed = false;
    for (const hold of holds) swallowed = hold(event) || swallowed;
    if (swallowed) event.stopImmediatePropagation();
  });
}
