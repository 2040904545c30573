import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetSessionStore } from "@/features/auth/session-store";
import { changeLocale } from "@/i18n";
import { LoginPage } from "@/pages/login-page";
import { fake } from "./login-fake-supabase";
import { renderWithSession } from "./render-with-session";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);
vi.mock("@/features/auth/api/auth-settings", () => ({
  googleSignInEnabled: vi.fn(async () => false),
}));
// A build with a CAPTCHA: what VITE_CAPTCHA_PROVIDER / VITE_CAPTCHA_SITE_KEY configure.
const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
vi.mock("@/config/captcha", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/config/captcha")>()),
  captchaSettings: {
    provider: "turnstile",
    siteKey: "0x4AAAAAAAtest",
    scriptUrl: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit",
  },
}));

/**
 * Turnstile's API at the module boundary (the real one is Cloudflare's script): it records the
 * widget it renders, and `solve` plays the visitor finishing the challenge.
 */
function fakeTurnstile() {
  const widget: { params?: Record<string, unknown>; container?: HTMLElement } = {};
  const api = {
    render: vi.fn((container: HTMLElement, params: Record<string, unknown>) => {
      widget.container = container;
      widget.params = params;
      return "widget-1";
    }),
    reset: vi.fn(),
    remove: vi.fn(),
  };
  const callback = (name: string) => widget.params?.[name] as (value?: string) => void;
  return {
    api,
    widget,
    solve: (token: string) => act(() => callback("callback")(token)),
    expire: () => act(() => callback("expired-callback")()),
  };
}

/** A refusal as supabase-js reports it: GoTrue's English message plus its error code. */
function authError(message: string, code: string) {
  return Object.assign(new Error(message), { name: "AuthApiError", code, status: 400 });
}

const captchaRefusal = () =>
  authError("captcha protection: request disallowed (timeout-or-duplicate)", "captcha_failed");

let turnstile: ReturnType<typeof fakeTurnstile>;

beforeEach(() => {
  fake.reset();
  resetSessionStore();
  window.sessionStorage.clear();
  turnstile = fakeTurnstile();
  (window as unknown as { turnstile?: unknown }).turnstile = turnstile.api;
});

afterEach(async () => {
  delete (window as unknown as { turnstile?: unknown }).turnstile;
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  await act(() => changeLocale("nl"));
});

async function openSignUp() {
  const user = userEvent.setup();
  renderWithSession("/login?mode=signup", {
    "/login": <LoginPage />,
    "/dashboard": <p>Dashboard route</p>,
  });
  await screen.findByRole("heading", { level: 1, name: "Account aanmaken" });
  await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
  await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
  await waitFor(() => expect(turnstile.api.render).toHaveBeenCalled());
  return user;
}

describe("/login with a CAPTCHA", () => {
  it("draws the widget above the button, with the site key and the page's language", async () => {
    await openSignUp();
    const { widget } = turnstile;
    expect(widget.params).toMatchObject({ sitekey: "0x4AAAAAAAtest", language: "nl" });
    const button = screen.getByRole("button", { name: "Account aanmaken" });
    expect(
      widget.container!.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("sends nothing before the check is done, and says so without losing what was typed", async () => {
    const user = await openSignUp();
    await user.click(screen.getByRole("button", { name: "Account aanmaken" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Rond eerst de controle af dat je geen robot bent.",
    );
    expect(fake.auth.signUp).not.toHaveBeenCalled();
    expect(screen.getByLabelText("E-mailadres")).toHaveValue("anna@bakkerij.nl");
    expect(screen.getByLabelText("Wachtwoord")).toHaveValue("geheim123");
  });

  it("sends the solved token with the sign-up and resets the widget, as a token works once", async () => {
    const user = await openSignUp();
    fake.auth.signUp.mockResolvedValue({ data: { user: {}, session: null }, error: null });
    await turnstile.solve("token-1");
    await user.click(screen.getByRole("button", { name: "Account aanmaken" }));
    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: "anna@bakkerij.nl",
      password: "geheim123",
      options: {
        emailRedirectTo: `${window.location.origin}/dashboard`,
        data: { locale: "nl" },
        captchaToken: "token-1",
      },
    });
    expect(
      await screen.findByText("Kijk in je mailbox: we hebben je een bevestigingslink gestuurd!"),
    ).toBeInTheDocument();
    expect(turnstile.api.reset).toHaveBeenCalledWith("widget-1");
  });

  it("words the service's refusal, keeps the typed fields and asks for a new check", async () => {
    const user = await openSignUp();
    fake.auth.signUp.mockResolvedValue({
      data: { user: null, session: null },
      error: captchaRefusal(),
    });
    await turnstile.solve("token-used");
    await user.click(screen.getByRole("button", { name: "Account aanmaken" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "De controle dat je geen robot bent is mislukt of verlopen. Doe de controle opnieuw en probeer het nog eens.",
    );
    expect(turnstile.api.reset).toHaveBeenCalledWith("widget-1");
    expect(screen.getByLabelText("E-mailadres")).toHaveValue("anna@bakkerij.nl");
    expect(screen.getByLabelText("Wachtwoord")).toHaveValue("geheim123");

    // The used token is gone: a second click waits for a new check.
    await user.click(screen.getByRole("button", { name: "Account aanmaken" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Rond eerst de controle af dat je geen robot bent.",
    );
    expect(fake.auth.signUp).toHaveBeenCalledTimes(1);
  });

  it("an expired token counts as no token", async () => {
    const user = await openSignUp();
    await turnstile.solve("token-old");
    await turnstile.expire();
    await user.click(screen.getByRole("button", { name: "Account aanmaken" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Rond eerst de controle af dat je geen robot bent.",
    );
    expect(fake.auth.signUp).not.toHaveBeenCalled();
  });

  it("sends the token with a reset, a sign-in link and a password sign-in too", async () => {
    const user = userEvent.setup();
    renderWithSession("/login", { "/login": <LoginPage />, "/dashboard": <p>Dashboard</p> });
    await screen.findByRole("heading", { level: 1, name: "Inloggen" });
    await waitFor(() => expect(turnstile.api.render).toHaveBeenCalled());

    fake.auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: authError("Invalid login credentials", "invalid_credentials"),
    });
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await turnstile.solve("token-a");
    await user.click(screen.getByRole("button", { name: /^Inloggen$/ }));
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: "anna@bakkerij.nl",
      password: "geheim123",
      options: { captchaToken: "token-a" },
    });

    await user.click(screen.getByRole("button", { name: "Wachtwoord vergeten?" }));
    fake.auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    await turnstile.solve("token-b");
    await user.click(screen.getByRole("button", { name: "Herstellink versturen" }));
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith("anna@bakkerij.nl", {
      redirectTo: `${window.location.origin}/dashboard`,
      captchaToken: "token-b",
    });

    await user.click(screen.getByRole("button", { name: "Terug naar inloggen" }));
    await user.click(screen.getByRole("button", { name: "Stuur me een inloglink" }));
    fake.auth.signInWithOtp.mockResolvedValue({ data: { user: null, session: null }, error: null });
    await turnstile.solve("token-c");
    await user.click(screen.getByRole("button", { name: "Stuur me een inloglink" }));
    expect(fake.auth.signInWithOtp).toHaveBeenCalledWith({
      email: "anna@bakkerij.nl",
      options: expect.objectContaining({ captchaToken: "token-c" }),
    });
  });

  it("says so when the script cannot load, and then lets the auth service decide", async () => {
    delete (window as unknown as { turnstile?: unknown }).turnstile;
    const user = userEvent.setup();
    renderWithSession("/login?mode=signup", { "/login": <LoginPage /> });
    await screen.findByRole("heading", { level: 1, name: "Account aanmaken" });
    expect(screen.getByText("Controle dat je geen robot bent laden...")).toBeInTheDocument();
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT_URL}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    act(() => void script.dispatchEvent(new Event("error")));
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "De controle dat je geen robot bent kon niet laden. Controleer je internetverbinding of adblocker en laad de pagina opnieuw.",
    );

    fake.auth.signUp.mockResolvedValue({
      data: { user: null, session: null },
      error: captchaRefusal(),
    });
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Account aanmaken" }));
    expect(fake.auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        options: expect.not.objectContaining({ captchaToken: expect.anything() }),
      }),
    );
    expect(
      await screen.findByText(
        "De controle dat je geen robot bent is mislukt of verlopen. Doe de controle opnieuw en probeer het nog eens.",
      ),
    ).toBeInTheDocument();
  });

  it("speaks English on the English page", async () => {
    await act(() => changeLocale("en"));
    renderWithSession("/login", { "/login": <LoginPage /> });
    await waitFor(() => expect(turnstile.api.render).toHaveBeenCalled());
    expect(turnstile.widget.params).toMatchObject({ language: "en" });
  });
});
