import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { routeTable } from "@/app/route-table";
import { AppRoutes } from "@/app/routes";
import { SessionProvider } from "@/features/auth";
import { resetSessionStore } from "@/features/auth/session-store";
import { fake } from "./login-fake-supabase";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

beforeEach(() => {
  fake.reset();
  resetSessionStore();
});

describe("/dashboard/white-label in the app's routes", () => {
  it("sits in the customer-area layout without the session guard", () => {
    const layouts = Object.fromEntries(
      routeTable.map((route) => [route.path, [route.layout, route.access]]),
    );
    expect(layouts["/dashboard/white-label"]).toEqual(["customer-area", "open"]);
    expect(layouts["/dashboard"]).toEqual(["customer-area", "session"]);
    expect(layouts["/seo-helper"]).toEqual(["customer-area", "session"]);
    expect(layouts["/login"]).toEqual(["site", "guest-only"]);
    expect(layouts["*"]).toEqual(["site", "open"]);
  });

  it("shows a visitor the account shell and the upgrade panel, not a redirect", async () => {
    render(
      <MemoryRouter initialEntries={["/dashboard/white-label"]}>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole("link", { name: "Upgrade naar Power" }, { timeout: 5000 }),
    ).toHaveAttribute("href", "/pricing");
    expect(screen.getByTestId("account-shell")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "White Label" })).toBeInTheDocument();
    expect(fake.functions.invoke).not.toHaveBeenCalled();
  });
});
