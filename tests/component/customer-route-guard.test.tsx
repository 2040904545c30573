import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { routeTable } from "@/app/route-table";
import { AppRoutes } from "@/app/routes";
import { SessionProvider } from "@/features/auth";
import { resetSessionStore } from "@/features/auth/session-store";
import { fake } from "./login-fake-supabase";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);
vi.mock("@/features/auth/api/auth-settings", () => ({
  googleSignInEnabled: async () => false,
}));

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

function renderApp(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SessionProvider>
        <AppRoutes />
        <LocationProbe />
      </SessionProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  fake.reset();
  resetSessionStore();
});

const customerPaths = routeTable
  .filter((route) => route.layout === "customer-area")
  .map((route) => route.path);

describe("signed-out deep links into the customer area (issue 19)", () => {
  it("covers every customer route, white label included, and only behind the session guard", () => {
    // The issue's list: /dashboard and its pages, /seo-helper, /onboarding and white label, and
    // Google's way back after the Search Console consent (issue 21), and changing the password.
    expect(customerPaths).toHaveLength(10);
    expect(customerPaths).toContain("/dashboard/white-label");
    for (const route of routeTable.filter((entry) => entry.layout === "customer-area")) {
      expect([route.path, route.access]).toEqual([route.path, "session"]);
    }
  });

  it.each(customerPaths)(
    "%s sends a visitor to /login with the way back, showing no customer menu",
    async (path) => {
      renderApp(`${path}?tab=2`);
      await waitFor(
        () =>
          expect(screen.getByTestId("location")).toHaveTextContent(
            `/login?returnUrl=${encodeURIComponent(`${path}?tab=2`)}`,
          ),
        { timeout: 5000 },
      );
      expect(
        await screen.findByRole("heading", { level: 1, name: "Inloggen" }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.queryByTestId("account-shell")).not.toBeInTheDocument();
      expect(screen.queryByRole("navigation", { name: "Klantomgeving" })).not.toBeInTheDocument();
    },
  );
});
