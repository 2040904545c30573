import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ContentPage } from "@/pages/content-page";

export { IDS, overview, post, WRITTEN_FIELDS } from "./content-fixtures";

/** Renders /dashboard/content at `url` (the functions call is mocked by the calling test). */
export function renderContent(url = "/dashboard/content") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/dashboard/content" element={<ContentPage />} />
          <Route path="/pricing" element={<p>Pricing route</p>} />
          <Route path="/onboarding" element={<p>Onboarding route</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
