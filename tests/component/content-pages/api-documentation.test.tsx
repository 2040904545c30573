import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiDocumentationPage } from "@/pages/api-documentation-page";
import { renderPage } from "./render-page";

describe("ApiDocumentationPage", () => {
  it("explains Bearer authentication with a key from the dashboard API settings", () => {
    renderPage(<ApiDocumentationPage />, "/api-documentation");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("API-documentatie");
    const auth = screen.getByRole("region", { name: "Authenticatie" });
    expect(within(auth).getByText(/in je dashboard onder API settings/)).toBeInTheDocument();
    expect(within(auth).getByText("Authorization: Bearer <API key>").tagName).toBe("CODE");
  });

  it("shows the base URL pattern {host}/v1 literally", () => {
    renderPage(<ApiDocumentationPage />, "/api-documentation");
    const base = screen.getByRole("region", { name: "Base URL" });
    const code = within(base).getByText("{host}/v1");
    expect(code.tagName).toBe("CODE");
    expect(code.parentElement?.tagName).toBe("PRE");
  });

  it("lists exactly the three endpoints under /api/v1 with their methods", () => {
    renderPage(<ApiDocumentationPage />, "/api-documentation");
    const section = screen.getByRole("region", { name: "Endpoints" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    const pairs = items.map((item) => [
      within(item).getByText(/^(GET|POST)$/).textContent,
      item.querySelector("code")?.textContent,
    ]);
    expect(pairs).toEqual([
      ["GET", "/api/v1/reports"],
      ["POST", "/api/v1/content/generate"],
      ["GET", "/api/v1/keywords"],
    ]);
  });

  it("gives a curl example in <pre><code> that sends the Bearer header", () => {
    renderPage(<ApiDocumentationPage />, "/api-documentation");
    const example = screen.getByRole("region", { name: "Voorbeeld" });
    const code = example.querySelector("pre > code");
    expect(code?.textContent).toBe(
      'curl "{host}/v1/reports" \\\n  -H "Authorization: Bearer <API key>" \\\n  -H "Accept: application/json"',
    );
  });
});
