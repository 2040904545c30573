import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "@/app/app";
import { matchRoute } from "@/app/route-table";

const tree = (
  <BrowserRouter>
    <App />
  </BrowserRouter>
);

/**
 * Hydrates prerendered HTML, or renders into the empty SPA shell (customer area).
 * Before hydrating, the current route's page module is loaded so the first client render produces
 * exactly the prerendered markup (no Suspense fallback, no mismatch).
 */
export async function startApp(container: HTMLElement, prerendered: boolean): Promise<void> {
  if (!prerendered) {
    createRoot(container).render(tree);
    return;
  }
  await matchRoute(window.location.pathname).load();
  hydrateRoot(container, tree, {
    onRecoverableError: (error) => console.error("Hydration error:", error),
  });
}
