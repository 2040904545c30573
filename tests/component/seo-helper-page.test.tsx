import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CustomerAreaLayout } from "@/app/customer-area-layout";
import { resetSessionStore } from "@/features/auth/session-store";
import { changeLocale } from "@/i18n";
import { resetQueryClient } from "@/lib/query-provider";
import { SeoHelperPage } from "@/pages/seo-helper-page";
import { httpError, renderRoutes, Route } from "./billing-test-utils";
import { fake, fakeSession } from "./login-fake-supabase";

vi.mock("@/lib/supabase", async () => ({
  ...(await import("./login-fake-supabase")).fakeSupabaseModule,
  hasStoredSession: () => true,
}));

/** /seo-helper's own words (the tools on it have their own tests), in Dutch and in English. */
function renderPage() {
  return renderRoutes(
    "/seo-helper",
    <Route element={<CustomerAreaLayout />}>
      <Route path="/seo-helper" element={<SeoHelperPage />} />
    </Route>,
  );
}

beforeEach(() => {
  fake.reset();
  resetSessionStore();
  resetQueryClient();
  fake.setSession(fakeSession());
  // The tools' own calls are not what this test is about: they all fail quietly.
  fake.functions.invoke.mockImplementation(async () => httpError(400, { error: "nope" }));
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(async () => {
  await act(() => changeLocale("nl"));
  vi.restoreAllMocks();
});

describe("/seo-helper", () => {
  it("welcomes the customer in Dutch and explains the tools", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "SEO Helper" })).toBeVisible();
    expect(screen.getByTestId("seo-helper-welcome")).toHaveTextContent("Welkom, anna@bakkerij.nl!");
    const features = screen.getByRole("region", { name: "Zo gebruik je deze hulpmiddelen" });
    expect(
      within(features)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Zoekwoordinzicht", "Meta descriptions", "Zet ze aan het werk"]);
    expect(screen.getByRole("region", { name: "Zoekwoordinzicht" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Meta descriptions maken" })).toBeInTheDocument();
    expect(await screen.findByText("Je zoekwoorden konden niet worden geladen.")).toBeVisible();
  });

  it("speaks the documented English on request", async () => {
    await act(() => changeLocale("en"));
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "SEO Helper" })).toBeVisible();
    expect(screen.getByTestId("seo-helper-welcome")).toHaveTextContent(
      "Welcome, anna@bakkerij.nl!",
    );
    const features = screen.getByRole("region", { name: "How to use these tools" });
    expect(
      within(features)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Keyword insights", "Meta descriptions", "Put them to work"]);
    expect(screen.getByRole("region", { name: "Meta description generator" })).toBeInTheDocument();
    expect(screen.getByLabelText("Keyword")).toHaveAttribute("placeholder", "e.g. bakery");
    expect(await screen.findByText("Your keywords could not be loaded.")).toBeVisible();
  });
});
