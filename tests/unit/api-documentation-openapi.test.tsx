import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../supabase/functions/_shared/public-api/openapi.ts";
import { ApiDocumentationPage } from "@/pages/api-documentation-page";

/**
 * The /api-documentation page and the `api` function's OpenAPI document must describe the same
 * API (issue 12): the same operations (method + path), the same base address and examples that
 * call documented paths. Both read contract/public-api-routes.ts; this test catches a page that
 * hard-codes something else.
 */
const SUPABASE_URL = "http://127.0.0.1:54321"; // what the page resolves without VITE_SUPABASE_URL

function renderDocs() {
  return render(
    <MemoryRouter initialEntries={["/api-documentation"]}>
      <ApiDocumentationPage />
    </MemoryRouter>,
  );
}

const document = buildOpenApiDocument(SUPABASE_URL) as {
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, unknown>>;
};
const openApiOperations = Object.entries(document.paths)
  .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
  .sort();

describe("the API documentation page against the OpenAPI document", () => {
  it("lists exactly the document's operations", () => {
    const { container } = renderDocs();
    const onPage = [...container.querySelectorAll("[data-endpoint]")]
      .map((line) => line.getAttribute("data-endpoint"))
      .sort();
    expect(onPage).toEqual(openApiOperations);
    expect(openApiOperations).toContain("POST /api/v1/content/generate");
  });

  it("shows the document's server as its base address", () => {
    const { container } = renderDocs();
    const base = container.querySelector("#base-url pre > code")?.textContent;
    expect(base).toBe(document.servers[0]!.url);
  });

  it("has examples that call documented paths under the base address", () => {
    const { container } = renderDocs();
    const urls = [...container.querySelectorAll("#voorbeeld pre > code")].flatMap(
      (code) => code.textContent?.match(/"(https?:\/\/[^"]+)"/g) ?? [],
    );
    expect(urls.length).toBeGreaterThanOrEqual(2);
    const server = document.servers[0]!.url;
    for (const quoted of urls) {
      const url = quoted.slice(1, -1);
      expect(url.startsWith(`${server}/`)).toBe(true);
      expect(Object.keys(document.paths)).toContain(url.slice(server.length));
    }
  });
});
