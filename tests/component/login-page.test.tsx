import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetSessionStore } from "@/features/auth/session-store";
import { LoginPage } from "@/pages/login-page";
import { fake, fakeSession } from "./login-fake-supabase";
import { renderWithSession } from "./render-with-session";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);
// The auth service's settings (is Google on?); each test says what they answer.
vi.mock("@/features/auth/api/auth-settings", () => ({ googleSignInEnabled: vi.fn() }));
const googleSignInEnabled = vi.mocked(
  (await import("@/features/auth/api/auth-settings")).googleSignInEnabled,
);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function renderLogin(url = "/login") {
  return renderWithSession(url, {
    "/login": <LoginPage />,
    "/dashboard": <p>Dashboard route</p>,
    "/pricing": <p>Pricing route</p>,
  });
}

async function signInForm() {
  return screen.findByRole("heading", { level: 1, name: "Sign In" });
}

beforeEach(() => {
  googleSignInEnabled.mockReset().mockResolvedValue(true);
  fake.reset();
  resetSessionStore();
  window.sessionStorage.clear();
});

describe("/login modes", () => {
  it("starts in sign-in mode with a required e-mail and password field", async () => {
    renderLogin();
    await signInForm();
    const email = screen.getByLabelText("Email");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    expect(screen.getByLabelText("Password")).toBeRequired();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(screen.queryByText("Password must be at least 6 characters.")).not.toBeInTheDocument();
  });

  it("switches to create account with the password hint but no browser length check", async () => {
    const user = userEvent.setup();
    renderLogin();
    await signInForm();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(screen.getByRole("heading", { level: 1, name: "Create Account" })).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText("Password")).not.toHaveAttribute("minlength");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
  });

  it("hides the password in forgot-password mode and comes back", async () => {
    const user = userEvent.setup();
    renderLogin();
    await signInForm();
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByRole("heading", { level: 1, name: "Reset Password" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue with Google" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
  });
});

describe("/login messages", () => {
  it("shows the auth service's error as is in the red box, keeps the e-mail and shows the loading text", async () => {
    const user = userEvent.setup();
    const answer = deferred<{ data: unknown; error: Error }>();
    fake.auth.signInWithPassword.mockReturnValue(answer.promise);
    renderLogin();
    await signInForm();
    await user.type(screen.getByLabelText("Email"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(screen.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: "anna@bakkerij.nl",
      password: "wrong-password",
    });
    answer.resolve({
      data: { user: null, session: null },
      error: new Error("Invalid login credentials"),
    });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Invalid login credentials");
    expect(alert).toHaveClass("bg-red-50");
    expect(screen.getByLabelText("Email")).toHaveValue("anna@bakkerij.nl");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("asks to confirm the e-mail after a sign-up without session (green box)", async () => {
    const user = userEvent.setup();
    fake.auth.signUp.mockResolvedValue({
      data: { user: { id: "u1" }, session: null },
      error: null,
    });
    renderLogin();
    await signInForm();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    await user.type(screen.getByLabelText("Email"), "new@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("Check your email for the confirmation link!");
    expect(status).toHaveClass("bg-green-50");
    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: "new@bakkerij.nl",
      password: "geheim123",
      options: { emailRedirectTo: `${window.location.origin}/dashboard` },
    });
  });

  it("sends the reset e-mail with the dashboard as target and clears messages on a mode switch", async () => {
    const user = userEvent.setup();
    fake.auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    renderLogin();
    await signInForm();
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    await user.type(screen.getByLabelText("Email"), "anna@bakkerij.nl");
    await user.click(screen.getByRole("button", { name: "Send Reset Link" }));

    expect(await screen.findByRole("status")).toHaveTextContent(
      "Password reset email sent! Check your inbox.",
    );
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith("anna@bakkerij.nl", {
      redirectTo: `${window.location.origin}/dashboard`,
    });
    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(
      screen.queryByText("Password reset email sent! Check your inbox."),
    ).not.toBeInTheDocument();
  });

  it("clears an error when switching mode", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: new Error("Email not confirmed"),
    });
    renderLogin();
    await signInForm();
    await user.type(screen.getByLabelText("Email"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Email not confirmed");
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("anna@bakkerij.nl");
  });

  it("says in Dutch that Google sign-in is not enabled when the settings could not be read and the service refuses it", async () => {
    googleSignInEnabled.mockResolvedValue(null);
    const user = userEvent.setup();
    const url = "http://127.0.0.1:54321/auth/v1/authorize?provider=google";
    fake.auth.signInWithOAuth.mockResolvedValue({ data: { provider: "google", url }, error: null });
    const probe = deferred<Response>();
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockReturnValue(probe.promise);
    renderLogin();
    await signInForm();
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));

    expect(screen.getByRole("button", { name: "Redirecting to Google..." })).toBeDisabled();
    probe.resolve(
      new Response(
        JSON.stringify({
          code: 400,
          error_code: "validation_failed",
          msg: "Unsupported provider: provider is not enabled",
        }),
        { status: 400, headers: { "Content-Type": "application/json" } },
      ),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Inloggen met Google is hier niet ingeschakeld\. Log in met je e-mailadres en wachtwoord\.$/,
    );
    expect(fake.auth.signInWithOAuth).toHaveBeenCalledWith({
      provider: "google",
      options: { redirectTo: `${window.location.origin}/dashboard`, skipBrowserRedirect: true },
    });
    expect(fetchSpy).toHaveBeenCalledWith(url, { redirect: "manual", credentials: "omit" });
  });

  it("shows any other refusal of the provider as is", async () => {
    const user = userEvent.setup();
    const url = "http://127.0.0.1:54321/auth/v1/authorize?provider=google";
    fake.auth.signInWithOAuth.mockResolvedValue({ data: { provider: "google", url }, error: null });
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ msg: "Unsupported provider: missing OAuth client ID" }), {
        status: 400,
        headers: { "Content-Type": "application/json" },
      }),
    );
    renderLogin();
    await signInForm();
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Unsupported provider: missing OAuth client ID$/,
    );
  });
});

describe("/login and the Google provider (issue 19)", () => {
  it("does not offer Google when the auth service says the provider is off", async () => {
    googleSignInEnabled.mockResolvedValue(false);
    renderLogin();
    await signInForm();
    await waitFor(() => expect(googleSignInEnabled).toHaveBeenCalled());
    // Give the settings answer a chance to arrive before asserting the absence.
    await act(async () => {});
    expect(screen.queryByRole("button", { name: "Continue with Google" })).not.toBeInTheDocument();
    expect(screen.queryByText("or")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  it("offers Google when it is on, in sign-in and create-account mode", async () => {
    const user = userEvent.setup();
    renderLogin();
    await signInForm();
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeEnabled();
  });
});

describe("/login sign-up mode and confirmation (issue 8)", () => {
  it("opens in create-account mode with ?mode=signup and keeps the returnUrl", async () => {
    fake.auth.signUp.mockImplementation(async () => {
      fake.emit("SIGNED_IN", fakeSession());
      return { data: { session: fakeSession() }, error: null };
    });
    const user = userEvent.setup();
    renderLogin("/login?mode=signup&returnUrl=%2Fpricing");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Create Account" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "new@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Pricing route")).toBeInTheDocument();
  });

  it("offers 'Resend confirmation e-mail' after 'Email not confirmed' and shows the service's answers as is", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: Object.assign(new Error("Email not confirmed"), { code: "email_not_confirmed" }),
    });
    fake.auth.resend.mockResolvedValueOnce({ data: {}, error: null }).mockResolvedValueOnce({
      data: {},
      error: new Error("For security purposes, you can only request this after 57 seconds."),
    });
    renderLogin();
    await signInForm();
    expect(
      screen.queryByRole("button", { name: "Resend confirmation e-mail" }),
    ).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Email not confirmed");

    await user.click(screen.getByRole("button", { name: "Resend confirmation e-mail" }));
    expect(fake.auth.resend).toHaveBeenCalledWith({
      type: "signup",
      email: "anna@bakkerij.nl",
      options: { emailRedirectTo: `${window.location.origin}/dashboard` },
    });
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("We sent a new confirmation e-mail. Check your inbox.");
    expect(status).toHaveClass("bg-green-50");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Resend confirmation e-mail" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "For security purposes, you can only request this after 57 seconds.",
    );
    expect(alert).toHaveClass("bg-red-50");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("does not offer a resend for other sign-in errors", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: new Error("Invalid login credentials"),
    });
    renderLogin();
    await signInForm();
    await user.type(screen.getByLabelText("Email"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "fout");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid login credentials");
    expect(
      screen.queryByRole("button", { name: "Resend confirmation e-mail" }),
    ).not.toBeInTheDocument();
  });

  it("clears the previous error on every submit, also one the browser's own checks stop", async () => {
    const user = userEvent.setup();
    fake.auth.signUp.mockResolvedValue({
      data: { user: null, session: null },
      error: new Error("User already registered"),
    });
    renderLogin();
    await signInForm();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    await user.type(screen.getByLabelText("Email"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("User already registered");

    // A different attempt: a new address, but the password field left empty (required).
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "bram@bakkerij.nl");
    await user.clear(screen.getByLabelText("Password"));
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fake.auth.signUp).toHaveBeenCalledTimes(1);
  });
});

describe("/login with a session", () => {
  it("shows 'Loading authentication state' until the session is known", async () => {
    const answer = deferred<{ data: { session: null }; error: null }>();
    fake.auth.getSession.mockReturnValue(answer.promise);
    renderLogin();
    expect(await screen.findByRole("status")).toHaveTextContent("Loading authentication state");
    answer.resolve({ data: { session: null }, error: null });
    await signInForm();
  });

  it("sends a signed-in visitor to the dashboard", async () => {
    const answer = deferred<{ data: { session: ReturnType<typeof fakeSession> }; error: null }>();
    fake.auth.getSession.mockReturnValue(answer.promise);
    renderLogin();
    await screen.findByText("Loading authentication state");
    answer.resolve({ data: { session: fakeSession() }, error: null });
    expect(await screen.findByText("Dashboard route")).toBeInTheDocument();
  });

  it("moves to the dashboard when a session appears after signing in", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockImplementation(async () => {
      fake.emit("SIGNED_IN", fakeSession());
      return { data: { session: fakeSession() }, error: null };
    });
    renderLogin();
    await signInForm();
    await user.type(screen.getByLabelText("Email"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Dashboard route")).toBeInTheDocument();
  });

  it("honours a same-site returnUrl and ignores a foreign one", async () => {
    fake.setSession(fakeSession());
    const { unmount } = renderLogin("/login?returnUrl=%2Fpricing%23pricing");
    expect(await screen.findByText("Pricing route")).toBeInTheDocument();
    unmount();
    resetSessionStore();
    renderLogin("/login?returnUrl=https%3A%2F%2Fevil.com");
    expect(await screen.findByText("Dashboard route")).toBeInTheDocument();
  });

  it("shows an error carried in the address (expired link) in the red box", async () => {
    fake.auth.getSession.mockResolvedValue({
      data: { session: null },
      error: new Error("Email link is invalid or has expired"),
    });
    renderLogin();
    const form = await signInForm();
    expect(form).toBeInTheDocument();
    expect(within(document.body).getByRole("alert")).toHaveTextContent(
      "Email link is invalid or has expired",
    );
  });
});

describe("/login by keyboard (issue 19)", () => {
  it("goes e-mail, password, 'Sign In', then 'Forgot password?'; Enter in the password signs in", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: new Error("Invalid login credentials"),
    });
    renderLogin();
    await signInForm();

    await user.click(screen.getByLabelText("Email"));
    await user.keyboard("anna@bakkerij.nl");
    await user.tab();
    expect(screen.getByLabelText("Password")).toHaveFocus();
    await user.keyboard("geheim123");
    await user.tab();
    expect(screen.getByRole("button", { name: "Sign In" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Forgot password?" })).toHaveFocus();

    await user.click(screen.getByLabelText("Password"));
    await user.keyboard("{Enter}");
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: "anna@bakkerij.nl",
      password: "geheim123",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Sign In" })).toBeInTheDocument();
    expect(fake.auth.resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it("signs in with Enter in the e-mail field too", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: new Error("Invalid login credentials"),
    });
    renderLogin();
    await signInForm();
    await user.type(screen.getByLabelText("Password"), "geheim123");
    await user.type(screen.getByLabelText("Email"), "anna@bakkerij.nl{Enter}");
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: "anna@bakkerij.nl",
      password: "geheim123",
    });
  });
});

describe("/login carries the page to continue to through the e-mail link (issue 19)", () => {
  const CHOSEN = "/login?returnUrl=%2Fpricing%3Fplan%3Dpro%26trial%3D1#pricing";
  const BACK = `${window.location.origin}/login?returnUrl=%2Fpricing%3Fplan%3Dpro%26trial%3D1%23pricing`;

  it("signs up with the confirmation link leading back through /login to the chosen plan", async () => {
    const user = userEvent.setup();
    fake.auth.signUp.mockResolvedValue({
      data: { user: { id: "u1" }, session: null },
      error: null,
    });
    renderLogin(CHOSEN);
    await signInForm();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    await user.type(screen.getByLabelText("Email"), "new@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Check your email for the confirmation link!",
    );
    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: "new@bakkerij.nl",
      password: "geheim123",
      options: { emailRedirectTo: BACK },
    });
  });

  it("sends a new confirmation e-mail and Google back the same way", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: Object.assign(new Error("Email not confirmed"), { code: "email_not_confirmed" }),
    });
    fake.auth.resend.mockResolvedValue({ data: {}, error: null });
    fake.auth.signInWithOAuth.mockResolvedValue({ data: { url: null }, error: new Error("stop") });
    renderLogin(CHOSEN);
    await signInForm();
    await user.type(screen.getByLabelText("Email"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await user.click(await screen.findByRole("button", { name: "Resend confirmation e-mail" }));
    expect(fake.auth.resend).toHaveBeenCalledWith({
      type: "signup",
      email: "anna@bakkerij.nl",
      options: { emailRedirectTo: BACK },
    });
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(fake.auth.signInWithOAuth).toHaveBeenCalledWith({
      provider: "google",
      options: { redirectTo: BACK, skipBrowserRedirect: true },
    });
  });

  it("keeps the dashboard as the target without a (safe) page to continue to", async () => {
    const user = userEvent.setup();
    fake.auth.signUp.mockResolvedValue({
      data: { user: { id: "u1" }, session: null },
      error: null,
    });
    renderLogin("/login?mode=signup&returnUrl=https%3A%2F%2Fevil.example%2Fpricing");
    await screen.findByRole("heading", { level: 1, name: "Create Account" });
    await user.type(screen.getByLabelText("Email"), "new@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await screen.findByRole("status");
    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: "new@bakkerij.nl",
      password: "geheim123",
      options: { emailRedirectTo: `${window.location.origin}/dashboard` },
    });
  });
});

describe("/login and a sign-in made in another tab (issue 19)", () => {
  const CHOSEN = "/login?returnUrl=%2Fpricing%3Fplan%3Dpro#pricing";

  it("a tab still showing 'Check your email' follows to the page without the plan choice", async () => {
    const user = userEvent.setup();
    fake.auth.signUp.mockResolvedValue({
      data: { user: { id: "u1" }, session: null },
      error: null,
    });
    renderWithSession(CHOSEN, {
      "/login": <LoginPage />,
      "/pricing": <LocationText />,
    });
    await signInForm();
    await user.click(screen.getByRole("button", { name: "Create an account" }));
    await user.type(screen.getByLabelText("Email"), "new@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await screen.findByText("Check your email for the confirmation link!");

    // The confirmation link was opened in a new tab; supabase-js tells this tab too.
    act(() => fake.emit("SIGNED_IN", fakeSession()));
    expect(await screen.findByTestId("location")).toHaveTextContent(/^\/pricing#pricing$/);
  });

  it("a sign-in in this tab keeps the plan choice", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockImplementation(async () => {
      fake.emit("SIGNED_IN", fakeSession());
      return { data: { session: fakeSession() }, error: null };
    });
    renderWithSession(CHOSEN, {
      "/login": <LoginPage />,
      "/pricing": <LocationText />,
    });
    await signInForm();
    await user.type(screen.getByLabelText("Email"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Password"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(
      /^\/pricing\?plan=pro#pricing$/,
    );
  });
});

function LocationText() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}
