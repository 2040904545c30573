// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "../../supabase/functions/_shared/public-api/openapi.ts";
import { ApiDocumentationPage } from "@/pages/api-documentation-page";
import { PUBLIC_API_ERROR_CODES } from "../../supabase/functions/_shared/contract/public-api-error-codes.ts";

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

describe("error codes and languages on the page and in the document", () => {
  type Answer = { "x-error-codes"?: string[]; content?: Record<string, { schema: unknown }> };
  const answers = Object.values(document.paths).flatMap((item) =>
    Object.values(item as Record<string, { responses: Record<string, Answer> }>).flatMap((op) =>
      Object.entries(op.responses),
    ),
  );

  it("lists per status exactly the codes the document gives its error answers", () => {
    // The router's own answers for paths and methods the document does not have.
    const inDocument = new Map<string, Set<string>>([
      ["404", new Set(["not_found"])],
      ["405", new Set(["method_not_allowed"])],
    ]);
    for (const [status, answer] of answers) {
      if (!answer["x-error-codes"]) continue;
      const codes = inDocument.get(status) ?? new Set();
      for (const code of answer["x-error-codes"]) codes.add(code);
      inDocument.set(status, codes);
    }
    const { container } = renderDocs();
    const onPage = new Map(
      [...container.querySelectorAll("#limieten dd[data-status]")].map((dd) => [
        dd.getAttribute("data-status")!,
        new Set([...dd.querySelectorAll("code")].map((code) => code.textContent!)),
      ]),
    );
    expect(onPage).toEqual(inDocument);
    expect([...onPage.values()].flatMap((codes) => [...codes]).sort()).toEqual(
      [...PUBLIC_API_ERROR_CODES].sort(),
    );
  });

  it("gives every error answer a schema with error and code", () => {
    const schemas = (document as unknown as { components: { schemas: Record<string, Schema> } })
      .components.schemas;
    type Schema = { required?: string[]; properties: { code: { enum: string[] } } };
    for (const [status, answer] of answers) {
      if (Number(status) < 400) continue;
      const ref = (answer.content!["application/json"]!.schema as { $ref: string }).$ref;
      const schema = schemas[ref.split("/").pop()!]!;
      expect(schema.required).toEqual(expect.arrayContaining(["error", "code"]));
      expect(PUBLIC_API_ERROR_CODES).toEqual(expect.arrayContaining(schema.properties.code.enum));
    }
    expect(schemas.Error!.properties.code.enum).toEqual(PUBLIC_API_ERROR_CODES);
  });

  it("says the message follows Accept-Language and the code does not", () => {
    const { container } = renderDocs();
    const text = container.querySelector("#limieten")!.textContent!;
    expect(text).toContain("Accept-Language: en");
    expect(text).toContain('"code": "invalid_api_key"');
    expect(text).toContain("De code is in elke taal dezelfde en verandert niet.");
  });
});
