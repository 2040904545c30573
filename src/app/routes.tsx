import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { Route, Routes } from "react-router-dom";
import { RootLayout } from "./root-layout";
import { routeTable, type RouteEntry } from "./route-table";

/**
 * Declarative routes over the route table. We use <Routes> rather than a data router: the data
 * router adds ~20 KB gzipped to every page and we need none of its loaders/actions
 * (docs/decisions/001-declarative-router.md).
 */
const lazyPages = new Map<RouteEntry, LazyExoticComponent<ComponentType>>(
  routeTable.map((route) => [route, lazy(() => route.load().then((Component) => ({ default: Component })))]),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {routeTable.map((route) => {
          const Page = lazyPages.get(route) as LazyExoticComponent<ComponentType>;
          return (
            <Route
              key={route.path}
              path={route.path}
              element={
                <Suspense fallback={<PageLoading />}>
                  <Page />
                </Suspense>
              }
            />
          );
        })}
      </Route>
    </Routes>
  );
}

function PageLoading() {
  return (
    <div className="container flex min-h-[50vh] items-center justify-center" role="status">
      <span className="sr-only">Pagina laden…</span>
      <span className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent" aria-hidden="true" />
    </div>
  );
}
