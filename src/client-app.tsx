import { startTransition, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "@/app/app";
import { loadRoute, matchRoute } from "@/app/route-table";
import { prefetchRegisteredChunks } from "@/lib/chunk-loader";
// Before the router exists: the leave guard's hold on back/forward must run before its listener.
import "@/lib/history-hold";
import { preloadCustomerArea } from "@/app/routes";

/** Calls onCommitted once the whole tree has committed (a parent's effects run after its children's). */
function CommitSignal({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useEffect(onCommitted, [onCommitted]);
  return children;
}

function tree(onCommitted: () => void) {
  return (
    <CommitSignal onCommitted={onCommitted}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </CommitSignal>
  );
}

function prefetchWhenIdle() {
  if ("requestIdleCallback" in window)
    window.requestIdleCallback(prefetchRegisteredChunks, { timeout: 2000 });
  else setTimeout(prefetchRegisteredChunks, 200);
}

/**
 * Hydrates prerendered HTML, or renders into the empty SPA shell (customer area), and resolves once
 * React has committed the tree and attached its listeners. Before hydrating, the current route's
 * page module is loaded so the first client render produces exactly the prerendered markup in one
 * pass (no Suspense fallback, no mismatch).
 *
 * Hydration runs in a transition: React then works in ~5 ms slices and yields to the browser in
 * between, so hydrating right after the page has loaded adds no long task (TBT) and input keeps
 * being received (and held by the boot loader) meanwhile.
 */
export async function startApp(container: HTMLElement, prerendered: boolean): Promise<void> {
  if (!prerendered) {
    // The customer area's page and layout chunks download in parallel, not one after the other.
    const route = matchRoute(window.location.pathname);
    void loadRoute(route, window.location.pathname).catch(() => undefined);
    if (route.access === "session") void preloadCustomerArea().catch(() => undefined);
    await new Promise<void>((resolve) => createRoot(container).render(tree(resolve)));
  } else {
    await loadRoute(matchRoute(window.location.pathname), window.location.pathname);
    await new Promise<void>((resolve) => {
      startTransition(() => {
        hydrateRoot(container, tree(resolve), {
          onRecoverableError: (error) => console.error("Hydration error:", error),
        });
      });
    });
    // The widgets' chunks (chat window, exit offer) download once hydration is done and the
    // browser is idle: each is evaluated on arrival, which during hydration only lengthened it.
    // Until a chunk is there, an opened widget shows its stand-in (DialogShell).
    prefetchWhenIdle();
  }
}
