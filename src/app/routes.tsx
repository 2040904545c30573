import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from "react";
import { Route, Routes } from "react-router-dom";
import { createChunkLoader } from "@/lib/chunk-loader";
import { RootLayout } from "./root-layout";
import { loadedRoute, loadRoute, routeTable, type RouteEntry } from "./route-table";

/**
 * Declarative routes over the route table. We use <Routes> rather than a data router: the data
 * router adds ~20 KB gzipped to every page and we need none of its loaders/actions
 * (docs/decisions/001-declarative-router.md).
 */
const lazyPages = new Map<RouteEntry, LazyExoticComponent<ComponentType>>(
  routeTable.map((route) => [
    route,
    lazy(() => loadRoute(route).then((Component) => ({ default: Component }))),
  ]),
);

/**
 * Renders the page directly when its module is loaded (always so when prerendering and
 * hydrating), else lazily inside a Suspense boundary.
 *
 * A loaded page has no boundary on purpose: React hydrates a server-rendered Suspense boundary
 * separately from the rest, and any context change above it before then (the session store
 * settling right after hydration) makes React hydrate the whole page again in one synchronous
 * render — a long task of ~90 ms on a slow phone (issue 13, docs/decisions/024).
 */
function RoutePage({ route }: { route: RouteEntry }) {
  // Chosen once per mount: switching from the lazy wrapper to the loaded component later would
  // remount the page and lose its state.
  const [Loaded] = useState(() => loadedRoute(route));
  if (Loaded) return <Loaded />;
  const LazyPage = lazyPages.get(route) as LazyExoticComponent<ComponentType>;
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyPage />
    </Suspense>
  );
}

/**
 * The customer-area layout (session guard, TanStack Query, account shell) is its own chunk: public
 * pages never download it. Once loaded it renders without suspending, like a loaded page.
 */
const customerArea = createChunkLoader(() => import("./customer-area-layout"));
const LazyCustomerArea = lazy(() =>
  customerArea.load().then((module) => ({ default: module.CustomerAreaLayout })),
);

/** Starts loading the customer-area layout (client-app calls it before the first render there). */
export function preloadCustomerArea(): Promise<unknown> {
  return customerArea.load();
}

/** The customer-area layout route: session guard, account shell, TanStack Query. */
function CustomerAreaRoute() {
  const [Layout] = useState<ComponentType>(
    () => customerArea.loaded()?.CustomerAreaLayout ?? LazyCustomerArea,
  );
  return (
    <Suspense fallback={<PageLoading />}>
      <Layout />
    </Suspense>
  );
}

function pageRoute(route: RouteEntry) {
  return (
    <Route
      key={route.path}
      path={route.path}
      element={
        // Keyed: React Router renders every route's element at the same position, and a page
        // must remount (not inherit the previous page's state) when the route changes.
        <RoutePage key={route.path} route={route} />
      }
    />
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {routeTable.filter((route) => route.layout === "site").map(pageRoute)}
        <Route element={<CustomerAreaRoute />}>
          {routeTable.filter((route) => route.layout === "customer-area").map(pageRoute)}
        </Route>
      </Route>
    </Routes>
  );
}

function PageLoading() {
  return (
    <div className="container flex min-h-[50vh] items-center justify-center" role="status">
      <span className="sr-only">Pagina laden…</span>
      <span
        className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent"
        aria-hidden="true"
      />
    </div>
  );
}
