import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiDocumentationPage } from "@/pages/api-documentation-page";
import { renderPage } from "./render-page";

/** Tests run without VITE_SUPABASE_URL: the page names the local emulator's functions address. */
const BASE = "http://127.0.0.1:54321/functions/v1";

describe("ApiDocumentationPage", () => {
  it("explains Bearer authentication with a key from the dashboard API settings", () => {
    renderPage(<ApiDocumentationPage />, "/api-documentation");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("API-documentatie");
    const auth = screen.getByRole("region", { name: "Authenticatie" });
    expect(within(auth).getByText(/in je dashboard onder API settings/)).toBeInTheDocument();
    expect(within(auth).getByText(/met het pakket Ultimate en Power/)).toBeInTheDocument();
    expect(within(auth).getByText("Authorization: Bearer <API key>").tagName).toBe("CODE");
  });

  it("names the pattern {host}/v1 and the concrete base address of this build", () => {
    renderPage(<ApiDocumentationPage />, "/api-documentation");
    const base = screen.getByRole("region", { name: "Base URL" });
    expect(within(base).getByText(/het patroon \{host\}\/v1/)).toBeInTheDocument();
    const code = within(base).getByText(BASE);
    expect(code.tagName).toBe("CODE");
    expect(code.parentElement?.tagName).toBe("PRE");
  });

  it("lists the endpoints under /api/v1 with their methods, and one report by id", () => {
    renderPage(<ApiDocumentationPage />, "/api-documentation");
    const section = screen.getByRole("region", { name: "Endpoints" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.querySelector("code")?.textContent)).toEqual([
      "/api/v1/reports",
      "/api/v1/content/generate",
      "/api/v1/keywords",
      "/api/v1/performance",
    ]);
    const lines = [...section.querySelectorAll("[data-endpoint]")].map((line) => [
      within(line as HTMLElement).getByText(/^(GET|POST)$/).textContent,
      line.querySelector("code")?.textContent,
    ]);
    expect(lines).toEqual([
      ["GET", "/api/v1/reports"],
      ["GET", "/api/v1/reports/{id}"],
      ["POST", "/api/v1/content/generate"],
      ["GET", "/api/v1/keywords"],
      ["GET", "/api/v1/performance"],
    ]);
    expect(within(items[2]!).getByText(/Zoekvolume is null/)).toBeInTheDocument();
    expect(items[3]).toHaveTextContent("Resultaten in Google ophalen");
    expect(items[3]).toHaveTextContent(
      "Zonder from en to krijg je de laatste 28 dagen met gegevens; met from en to (JJJJ-MM-DD) een eigen periode, hooguit 16 maanden terug. Bij query en page kies je met limit (hooguit 500) en offset welke rijen.",
    );
  });

  it("gives curl examples in <pre><code> against the base address with the Bearer header", () => {
    renderPage(<ApiDocumentationPage />, "/api-documentation");
    const example = screen.getByRole("region", { name: "Voorbeeld" });
    const codes = [...example.querySelectorAll("pre > code")].map((code) => code.textContent);
    expect(codes[0]).toBe(
      `curl "${BASE}/api/v1/reports" \\\n  -H "Authorization: Bearer <API key>" \\\n  -H "Accept: application/json"`,
    );
    expect(codes[1]).toContain(`curl -X POST "${BASE}/api/v1/content/generate"`);
    expect(codes[1]).toContain('"keywords": ["desembrood", "bakkerij utrecht"]');
  });

  it("documents the rate limit and the error statuses", () => {
    renderPage(<ApiDocumentationPage />, "/api-documentation");
    const limits = screen.getByRole("region", { name: "Limieten en foutcodes" });
    expect(limits).toHaveTextContent("Per API key mag je 60 requests per 60 seconden doen.");
    const statuses = [...limits.querySelectorAll("dt")].map((dt) => dt.textContent);
    expect(statuses).toEqual([
      "400",
      "401",
      "403",
      "404",
      "405",
      "409",
      "422",
      "429",
      "502",
      "503",
    ]);
  });
});
