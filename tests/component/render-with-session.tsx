import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { CustomerAreaLayout } from "@/app/customer-area-layout";
import { SessionProvider } from "@/features/auth";

/**
 * Renders `routes` (path -> element) at `url` inside the app's SessionProvider, with the
 * Supabase module replaced by login-fake-supabase.ts in the calling test file.
 */
export function renderWithSession(url: string, routes: Record<string, ReactNode>) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SessionProvider>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

/**
 * Like renderWithSession, with `customerRoutes` nested in the customer-area layout route (session
 * guard, TanStack Query, account shell), as the app's router does.
 */
export function renderCustomerArea(
  url: string,
  customerRoutes: Record<string, ReactNode>,
  publicRoutes: Record<string, ReactNode> = {},
) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SessionProvider>
        <Routes>
          {Object.entries(publicRoutes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
          <Route element={<CustomerAreaLayout />}>
            {Object.entries(customerRoutes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Route>
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}
