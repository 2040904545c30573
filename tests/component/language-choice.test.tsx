import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_SUBSCRIBED } from "@contract/billing";
import { resetLocaleSync } from "@/features/account/locale-sync";
import { resetSessionStore } from "@/features/auth/session-store";
import { changeLocale } from "@/i18n";
import { resetQueryClient } from "@/lib/query-provider";
import { LoginPage } from "@/pages/login-page";
import { httpError, ok } from "./billing-test-utils";
import { fake, fakeSession } from "./login-fake-supabase";
import { renderCustomerArea, renderWithSession } from "./render-with-session";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);
vi.mock("@/features/auth/api/auth-settings", () => ({
  googleSignInEnabled: vi.fn(async () => true),
}));

/**
 * Dutch by default, English on request (issue 22): the choice on /login and in the account bar,
 * remembered in this browser and, signed in, on the profile (the `account` function), whose
 * choice wins after sign-in; `<html lang>` follows and is Dutch again outside these screens.
 */
type Invoke = (name: string, options?: { method?: string; body?: unknown }) => unknown;
let storedLocale: string | null;

function answerAccount(save: Invoke = (_name, options) => ok(options?.body)) {
  fake.functions.invoke.mockImplementation(async (...args: Parameters<Invoke>) => {
    const [name, options] = args;
    if (name === "check-subscription") return ok(NOT_SUBSCRIBED);
    if (name === "account" && options?.method === "GET") return ok({ locale: storedLocale });
    if (name === "account" && options?.method === "PUT") return save(name, options);
    throw new Error(`unexpected call to ${name}`);
  });
}

const accountCalls = () =>
  fake.functions.invoke.mock.calls
    .filter(([name]) => name === "account")
    // Without the session's abort signal every call carries (sign-out-requests.test.tsx).
    .map(([, options]) => {
      const { signal: _signal, ...rest } = options as { signal?: AbortSignal };
      return rest;
    });

function renderLogin() {
  return renderWithSession("/login", {
    "/login": <LoginPage />,
    "/dashboard": <p>Dashboard route</p>,
  });
}

function renderArea() {
  return renderCustomerArea("/dashboard", { "/dashboard": <h1>Dashboard page</h1> });
}

beforeEach(() => {
  fake.reset();
  resetSessionStore();
  resetQueryClient();
  resetLocaleSync();
  storedLocale = null;
  answerAccount();
});

afterEach(async () => {
  await act(() => changeLocale("nl"));
  document.documentElement.lang = "nl";
});

describe("on /login", () => {
  it("speaks Dutch until the visitor chooses English, then shows the English texts and remembers it here", async () => {
    const user = userEvent.setup();
    fake.auth.signUp.mockResolvedValue({
      data: { user: { id: "u1" }, session: null },
      error: null,
    });
    renderLogin();
    expect(await screen.findByRole("heading", { level: 1, name: "Inloggen" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("nl");
    const choice = screen.getByRole("combobox", { name: "Taal" });
    expect(
      within(choice)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Nederlands", "English"]);

    await user.selectOptions(choice, "English");
    // The English catalogue is its own chunk: the screen switches once it has arrived.
    expect(await screen.findByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Language" })).toHaveValue("en");
    expect(document.documentElement.lang).toBe("en");
    expect(window.localStorage.getItem("vindbaar.locale")).toBe("en");
    // Not signed in: nothing is sent to an account.
    expect(accountCalls()).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Create an account" }));
    await user.type(screen.getByLabelText("Email"), "new@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      /^Check your email for the confirmation link!$/,
    );
  });

  it("shows 'Loading authentication state' in English and rewords a shown refusal on a switch", async () => {
    const user = userEvent.setup();
    await act(() => changeLocale("en"));
    let answer!: (value: { data: { session: null }; error: null }) => void;
    fake.auth.getSession.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    fake.auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: Object.assign(new Error("Invalid login credentials"), { code: "invalid_credentials" }),
    });
    renderLogin();
    expect(await screen.findByText("Loading authentication state")).toBeInTheDocument();
    await act(async () => answer({ data: { session: null }, error: null }));

    await user.type(screen.getByLabelText("Email"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "fout");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Invalid login credentials$/);

    await user.selectOptions(screen.getByRole("combobox", { name: "Language" }), "Nederlands");
    expect(screen.getByRole("alert")).toHaveTextContent(
      /^Dit e-mailadres en wachtwoord horen niet bij elkaar\. Probeer het opnieuw\.$/,
    );
    expect(screen.getByLabelText("E-mailadres")).toHaveValue("anna@bakkerij.nl");
  });

  it("gives <html lang> back to Dutch when the screen goes", async () => {
    await act(() => changeLocale("en"));
    const { unmount } = renderLogin();
    await screen.findByRole("heading", { level: 1, name: "Sign In" });
    expect(document.documentElement.lang).toBe("en");
    unmount();
    expect(document.documentElement.lang).toBe("nl");
  });
});

describe("in the account bar", () => {
  it("switches the shell to English and saves the choice on the profile", async () => {
    const user = userEvent.setup();
    fake.setSession(fakeSession({ email: "anna@bakkerij.nl" }));
    renderArea();
    await screen.findByRole("heading", { name: "Dashboard page" });
    expect(screen.getByRole("navigation", { name: "Klantomgeving" })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Taal" }), "English");
    const nav = await screen.findByRole("navigation", { name: "Customer area" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Dashboard",
      "Reports",
      "Content",
      "Business profile",
      "SEO Helper",
      "White Label",
      "API settings",
      "Change password",
    ]);
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeEnabled();
    expect(document.documentElement.lang).toBe("en");
    expect(window.localStorage.getItem("vindbaar.locale")).toBe("en");
    // The PUT already carries the new language for the function's messages.
    expect(accountCalls()).toEqual([
      { method: "GET", headers: { "Accept-Language": "nl" } },
      { method: "PUT", body: { locale: "en" }, headers: { "Accept-Language": "en" } },
    ]);
  });

  it("after sign-in the profile's language wins over this browser's", async () => {
    window.localStorage.setItem("vindbaar.locale", "nl");
    storedLocale = "en";
    fake.setSession(fakeSession({ email: "anna@bakkerij.nl" }));
    renderArea();
    expect(await screen.findByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Customer area" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("en");
    expect(window.localStorage.getItem("vindbaar.locale")).toBe("en");
  });

  it("keeps this browser's language when the profile has none", async () => {
    await act(() => changeLocale("en"));
    fake.setSession(fakeSession({ email: "anna@bakkerij.nl" }));
    renderArea();
    await screen.findByRole("heading", { name: "Dashboard page" });
    await act(async () => {});
    expect(accountCalls()).toEqual([{ method: "GET", headers: { "Accept-Language": "en" } }]);
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });

  it("still switches when the profile cannot store it", async () => {
    const user = userEvent.setup();
    answerAccount(() => httpError(503, { error: "Account settings are temporarily unavailable." }));
    fake.setSession(fakeSession({ email: "anna@bakkerij.nl" }));
    renderArea();
    await screen.findByRole("heading", { name: "Dashboard page" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Taal" }), "English");
    expect(await screen.findByRole("button", { name: "Sign Out" })).toBeInTheDocument();
    expect(window.localStorage.getItem("vindbaar.locale")).toBe("en");
    expect(accountCalls()).toContainEqual({
      method: "PUT",
      body: { locale: "en" },
      headers: { "Accept-Language": "en" },
    });
  });
});
