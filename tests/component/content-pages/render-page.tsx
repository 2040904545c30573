import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";

/** Renders a page inside a router, as the app does (pages use <Link>). */
export function renderPage(page: ReactElement, path = "/") {
  return render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}
