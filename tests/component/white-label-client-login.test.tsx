import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetSessionStore } from "@/features/auth/session-store";
import { changeLocale } from "@/i18n";
import { LoginPage } from "@/pages/login-page";
import { fake } from "./login-fake-supabase";
import { renderWithSession } from "./render-with-session";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);
// The login page also asks the auth settings whether Google is on; not what these tests count.
vi.mock("@/features/auth/api/auth-settings", () => ({ googleSignInEnabled: async () => true }));

const BRANDING = {
  companyName: "Bureau Zicht",
  logo: "data:image/png;base64,iVBORw0KGgo=",
  primaryColor: "#112233",
  secondaryColor: "#445566",
  accentColor: "#0EA5E9",
};

function onHost(hostname: string) {
  vi.stubGlobal("location", { ...window.location, hostname });
}

function renderLogin() {
  return renderWithSession("/login", { "/login": <LoginPage />, "/dashboard": <p>Dashboard</p> });
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fake.reset();
  resetSessionStore();
  fetchMock = vi.fn(async () => new Response(JSON.stringify(BRANDING), { status: 200 }));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/login on a reseller's domain", () => {
  it("asks the public branding function for this host and shows the name, logo and colours", async () => {
    onHost("rapporten.bureau.nl");
    renderLogin();
    expect(await screen.findByText("Bureau Zicht")).toHaveStyle({ color: "#445566" });
    expect(screen.getByAltText("Logo van Bureau Zicht")).toHaveAttribute("src", BRANDING.logo);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.pathname).toBe("/functions/v1/white-label-branding");
    expect(url.searchParams.get("host")).toBe("rapporten.bureau.nl");
    const scope = screen.getByTestId("client-login-brand").parentElement as HTMLElement;
    expect(scope.style.getPropertyValue("--color-primary")).toBe("#112233");
    expect(scope.style.getPropertyValue("--primary")).toBe("210 50% 13%");
    expect(await screen.findByRole("heading", { level: 1, name: "Inloggen" })).toBeInTheDocument();
  });

  it("names the reseller's logo in English for an English visitor", async () => {
    await act(() => changeLocale("en"));
    try {
      onHost("rapporten.bureau.nl");
      renderLogin();
      expect(await screen.findByAltText("Bureau Zicht logo")).toHaveAttribute("src", BRANDING.logo);
    } finally {
      await act(() => changeLocale("nl"));
    }
  });

  it("stays unbranded when the host has no branding (404)", async () => {
    onHost("onbekend.example.nl");
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ error: "Er is geen branding voor dit domein." }), {
          status: 404,
        }),
    );
    renderLogin();
    await screen.findByRole("heading", { level: 1, name: "Inloggen" });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId("client-login-brand")).not.toBeInTheDocument();
  });

  it.each(["localhost", "127.0.0.1", "vindbaar.nl", "www.vindbaar.nl"])(
    "never asks on the main site's host %s",
    async (host) => {
      onHost(host);
      renderLogin();
      await screen.findByRole("heading", { level: 1, name: "Inloggen" });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.queryByTestId("client-login-brand")).not.toBeInTheDocument();
    },
  );
});
