import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_SUBSCRIBED } from "@contract/billing";
import { CustomerAreaLayout } from "@/app/customer-area-layout";
import { resetSessionStore } from "@/features/auth/session-store";
import { resetQueryClient } from "@/lib/query-provider";
import { answerFunctions, location, ok, renderRoutes, Route } from "./billing-test-utils";
import { fake, fakeSession } from "./login-fake-supabase";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

function renderArea(url: string) {
  return renderRoutes(
    url,
    <>
      <Route path="/" element={<p>Home route</p>} />
      <Route path="/login" element={<p>Login route</p>} />
      <Route element={<CustomerAreaLayout />}>
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
        <Route path="/seo-helper" element={<h1>SEO helper page</h1>} />
      </Route>
    </>,
  );
}

beforeEach(() => {
  fake.reset();
  resetSessionStore();
  resetQueryClient();
  answerFunctions({ "check-subscription": () => ok(NOT_SUBSCRIBED) });
});

describe("customer-area layout route", () => {
  it("waits for the session, then sends a visitor without one to /login with the way back (issue 19)", async () => {
    let answer!: (value: { data: { session: null }; error: null }) => void;
    fake.auth.getSession.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderArea("/seo-helper?tab=meta#tool");
    expect(screen.getByText("Inlogstatus laden")).toBeInTheDocument();
    expect(screen.queryByText("SEO helper page")).not.toBeInTheDocument();
    await act(async () => answer({ data: { session: null }, error: null }));
    expect(await screen.findByText("Login route")).toBeInTheDocument();
    expect(location()).toBe("/login?returnUrl=%2Fseo-helper%3Ftab%3Dmeta");
  });

  it("goes to /login when the address carried an auth error", async () => {
    fake.auth.getSession.mockResolvedValue({
      data: { session: null },
      error: new Error("Email link is invalid or has expired"),
    });
    renderArea("/dashboard");
    expect(await screen.findByText("Login route")).toBeInTheDocument();
    expect(location()).toBe("/login?returnUrl=%2Fdashboard");
  });

  it("goes home after Sign Out here, but to /login when the session ends elsewhere (issue 19)", async () => {
    const user = userEvent.setup();
    fake.setSession(fakeSession());
    fake.auth.signOut.mockImplementation(async () => {
      fake.emit("SIGNED_OUT", null);
      return { error: null };
    });
    const first = renderArea("/seo-helper");
    await screen.findByRole("heading", { name: "SEO helper page" });
    await user.click(screen.getByRole("button", { name: "Uitloggen" }));
    expect(await screen.findByText("Home route")).toBeInTheDocument();
    expect(location()).toBe("/");
    first.unmount();

    // Signed in again, then signed out in another tab: the way back is kept.
    act(() => fake.emit("SIGNED_IN", fakeSession()));
    renderArea("/dashboard");
    await screen.findByRole("heading", { name: "Dashboard page" });
    act(() => fake.emit("SIGNED_OUT", null));
    expect(await screen.findByText("Login route")).toBeInTheDocument();
    expect(location()).toBe("/login?returnUrl=%2Fdashboard");
  });

  it("after Sign Out, a later visit to a customer page is a deep link again", async () => {
    const user = userEvent.setup();
    fake.setSession(fakeSession());
    fake.auth.signOut.mockImplementation(async () => {
      fake.emit("SIGNED_OUT", null);
      return { error: null };
    });
    const first = renderArea("/dashboard");
    await user.click(await screen.findByRole("button", { name: "Uitloggen" }));
    await screen.findByText("Home route");
    first.unmount();
    renderArea("/seo-helper");
    expect(await screen.findByText("Login route")).toBeInTheDocument();
    expect(location()).toBe("/login?returnUrl=%2Fseo-helper");
  });

  it("shows the user, Sign Out and the navigation around the page", async () => {
    fake.setSession(fakeSession({ email: "anna@bakkerij.nl", full_name: "Anna de Vries" }));
    renderArea("/dashboard");
    expect(await screen.findByRole("heading", { name: "Dashboard page" })).toBeInTheDocument();
    expect(screen.getByTestId("account-user")).toHaveTextContent(/^anna@bakkerij\.nl$/);
    expect(screen.getByRole("button", { name: "Uitloggen" })).toBeEnabled();

    const nav = screen.getByRole("navigation", { name: "Klantomgeving" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Dashboard", "/dashboard"],
      ["Rapporten", "/dashboard/reports"],
      ["Content", "/dashboard/content"],
      ["Bedrijfsprofiel", "/dashboard/profile"],
      ["SEO Helper", "/seo-helper"],
      ["White Label", "/dashboard/white-label"],
      ["API-instellingen", "/dashboard/api"],
      ["Wachtwoord wijzigen", "/dashboard/password"],
    ]);
    expect(within(nav).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("navigates between the area's pages and keeps the shell", async () => {
    const user = userEvent.setup();
    fake.setSession(fakeSession({ email: "", full_name: "Anna de Vries" }));
    renderArea("/dashboard");
    expect(await screen.findByTestId("account-user")).toHaveTextContent(/^Anna de Vries$/);
    await user.click(screen.getByRole("link", { name: "SEO Helper" }));
    expect(await screen.findByRole("heading", { name: "SEO helper page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "SEO Helper" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByTestId("account-user")).toHaveTextContent(/^Anna de Vries$/);
  });

  it("falls back to 'Gebruiker' without e-mail or name", async () => {
    fake.setSession(fakeSession({ email: "" }));
    renderArea("/dashboard");
    expect(await screen.findByTestId("account-user")).toHaveTextContent(/^Gebruiker$/);
  });
});
