import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
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
