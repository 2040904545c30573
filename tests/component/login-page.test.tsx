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

/** A refusal as supabase-js reports it: GoTrue's English message plus its error code. */
function authError(message: string, code: string) {
  return Object.assign(new Error(message), { name: "AuthApiError", code });
}

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
  return screen.findByRole("heading", { level: 1, name: "Inloggen" });
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
    const email = screen.getByLabelText("E-mailadres");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    expect(screen.getByLabelText("Wachtwoord")).toBeRequired();
    expect(screen.getByRole("button", { name: "Inloggen" })).toBeEnabled();
    expect(await screen.findByRole("button", { name: "Doorgaan met Google" })).toBeInTheDocument();
    expect(
      screen.queryByText("Je wachtwoord moet minstens 6 tekens lang zijn."),
    ).not.toBeInTheDocument();
  });

  it("switches to create account with the password hint but no browser length check", async () => {
    const user = userEvent.setup();
    renderLogin();
    await signInForm();
    await user.click(screen.getByRole("button", { name: "Maak een account aan" }));
    expect(screen.getByRole("heading", { level: 1, name: "Account aanmaken" })).toBeInTheDocument();
    expect(screen.getByText("Je wachtwoord moet minstens 6 tekens lang zijn.")).toBeInTheDocument();
    expect(screen.getByLabelText("Wachtwoord")).not.toHaveAttribute("minlength");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByRole("heading", { level: 1, name: "Inloggen" })).toBeInTheDocument();
  });

  it("hides the password in forgot-password mode and comes back", async () => {
    const user = userEvent.setup();
    renderLogin();
    await signInForm();
    await user.click(screen.getByRole("button", { name: "Wachtwoord vergeten?" }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Wachtwoord herstellen" }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Wachtwoord")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Doorgaan met Google" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Terug naar inloggen" }));
    expect(screen.getByLabelText("Wachtwoord")).toBeInTheDocument();
  });
});

describe("/login messages", () => {
  it("words the auth service's refusal by its code in the red box, keeps the e-mail and shows the loading text", async () => {
    const user = userEvent.setup();
    const answer = deferred<{ data: unknown; error: Error }>();
    fake.auth.signInWithPassword.mockReturnValue(answer.promise);
    renderLogin();
    await signInForm();
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Inloggen" }));

    expect(screen.getByRole("button", { name: "Bezig met inloggen..." })).toBeDisabled();
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: "anna@bakkerij.nl",
      password: "wrong-password",
    });
    answer.resolve({
      data: { user: null, session: null },
      error: authError("Invalid login credentials", "invalid_credentials"),
    });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      /^Dit e-mailadres en wachtwoord horen niet bij elkaar\. Probeer het opnieuw\.$/,
    );
    expect(alert).toHaveClass("bg-red-50");
    expect(screen.getByLabelText("E-mailadres")).toHaveValue("anna@bakkerij.nl");
    expect(screen.getByRole("button", { name: "Inloggen" })).toBeEnabled();
  });

  it("asks to confirm the e-mail after a sign-up without session (green box)", async () => {
    const user = userEvent.setup();
    fake.auth.signUp.mockResolvedValue({
      data: { user: { id: "u1" }, session: null },
      error: null,
    });
    renderLogin();
    await signInForm();
    await user.click(screen.getByRole("button", { name: "Maak een account aan" }));
    await user.type(screen.getByLabelText("E-mailadres"), "new@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Account aanmaken" }));

    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(
      "Kijk in je mailbox: we hebben je een bevestigingslink gestuurd!",
    );
    expect(status).toHaveClass("bg-green-50");
    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: "new@bakkerij.nl",
      password: "geheim123",
      options: { emailRedirectTo: `${window.location.origin}/dashboard`, data: { locale: "nl" } },
    });
  });

  it("sends the reset e-mail with the dashboard as target and clears messages on a mode switch", async () => {
    const user = userEvent.setup();
    fake.auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    renderLogin();
    await signInForm();
    await user.click(screen.getByRole("button", { name: "Wachtwoord vergeten?" }));
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.click(screen.getByRole("button", { name: "Herstellink versturen" }));

    expect(await screen.findByRole("status")).toHaveTextContent(
      "We hebben je een e-mail gestuurd om je wachtwoord te herstellen. Kijk in je inbox.",
    );
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith("anna@bakkerij.nl", {
      redirectTo: `${window.location.origin}/dashboard`,
    });
    await user.click(screen.getByRole("button", { name: "Terug naar inloggen" }));
    expect(
      screen.queryByText(
        "We hebben je een e-mail gestuurd om je wachtwoord te herstellen. Kijk in je inbox.",
      ),
    ).not.toBeInTheDocument();
  });

  it("clears an error when switching mode", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: authError("Email not confirmed", "email_not_confirmed"),
    });
    renderLogin();
    await signInForm();
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Inloggen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Je e-mailadres is nog niet bevestigd. Klik op de link in de bevestigingsmail.",
    );
    await user.click(screen.getByRole("button", { name: "Maak een account aan" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByLabelText("E-mailadres")).toHaveValue("anna@bakkerij.nl");
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
    await user.click(await screen.findByRole("button", { name: "Doorgaan met Google" }));

    expect(screen.getByRole("button", { name: "Doorsturen naar Google..." })).toBeDisabled();
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

  it("says in Dutch that Google sign-in is unavailable for any other refusal, with its status", async () => {
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
    await user.click(await screen.findByRole("button", { name: "Doorgaan met Google" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Inloggen met Google lukt nu niet \(HTTP 400\)\.$/,
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
    expect(screen.queryByRole("button", { name: "Doorgaan met Google" })).not.toBeInTheDocument();
    expect(screen.queryByText("or")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Inloggen" })).toBeEnabled();
  });

  it("offers Google when it is on, in sign-in and create-account mode", async () => {
    const user = userEvent.setup();
    renderLogin();
    await signInForm();
    expect(await screen.findByRole("button", { name: "Doorgaan met Google" })).toBeEnabled();
    await user.click(screen.getByRole("button", { name: "Maak een account aan" }));
    expect(await screen.findByRole("button", { name: "Doorgaan met Google" })).toBeEnabled();
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
      await screen.findByRole("heading", { level: 1, name: "Account aanmaken" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Je wachtwoord moet minstens 6 tekens lang zijn.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("E-mailadres"), "new@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Account aanmaken" }));
    expect(await screen.findByText("Pricing route")).toBeInTheDocument();
  });

  it("offers to resend the confirmation after 'email_not_confirmed' and words the rate limit with its seconds", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: authError("Email not confirmed", "email_not_confirmed"),
    });
    fake.auth.resend.mockResolvedValueOnce({ data: {}, error: null }).mockResolvedValueOnce({
      data: {},
      error: authError(
        "For security purposes, you can only request this after 57 seconds.",
        "over_email_send_rate_limit",
      ),
    });
    renderLogin();
    await signInForm();
    expect(
      screen.queryByRole("button", { name: "Bevestigingsmail opnieuw sturen" }),
    ).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Inloggen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Je e-mailadres is nog niet bevestigd. Klik op de link in de bevestigingsmail.",
    );

    await user.click(screen.getByRole("button", { name: "Bevestigingsmail opnieuw sturen" }));
    expect(fake.auth.resend).toHaveBeenCalledWith({
      type: "signup",
      email: "anna@bakkerij.nl",
      options: { emailRedirectTo: `${window.location.origin}/dashboard` },
    });
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(
      "We hebben een nieuwe bevestigingsmail gestuurd. Kijk in je inbox.",
    );
    expect(status).toHaveClass("bg-green-50");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Bevestigingsmail opnieuw sturen" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      /^Om veiligheidsredenen kun je dit pas over 57 seconden opnieuw aanvragen\.$/,
    );
    expect(alert).toHaveClass("bg-red-50");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("does not offer a resend for other sign-in errors", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: authError("Invalid login credentials", "invalid_credentials"),
    });
    renderLogin();
    await signInForm();
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "fout");
    await user.click(screen.getByRole("button", { name: "Inloggen" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Dit e-mailadres en wachtwoord horen niet bij elkaar. Probeer het opnieuw.",
    );
    expect(
      screen.queryByRole("button", { name: "Bevestigingsmail opnieuw sturen" }),
    ).not.toBeInTheDocument();
  });

  it("clears the previous error on every submit, also one the browser's own checks stop", async () => {
    const user = userEvent.setup();
    fake.auth.signUp.mockResolvedValue({
      data: { user: null, session: null },
      error: authError("User already registered", "user_already_exists"),
    });
    renderLogin();
    await signInForm();
    await user.click(screen.getByRole("button", { name: "Maak een account aan" }));
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Account aanmaken" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Er bestaat al een account met dit e-mailadres. Log in of herstel je wachtwoord.",
    );

    // A different attempt: a new address, but the password field left empty (required).
    await user.clear(screen.getByLabelText("E-mailadres"));
    await user.type(screen.getByLabelText("E-mailadres"), "bram@bakkerij.nl");
    await user.clear(screen.getByLabelText("Wachtwoord"));
    await user.click(screen.getByRole("button", { name: "Account aanmaken" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fake.auth.signUp).toHaveBeenCalledTimes(1);
  });
});

describe("/login with a session", () => {
  it("shows 'Inlogstatus laden' until the session is known", async () => {
    const answer = deferred<{ data: { session: null }; error: null }>();
    fake.auth.getSession.mockReturnValue(answer.promise);
    renderLogin();
    expect(await screen.findByRole("status")).toHaveTextContent("Inlogstatus laden");
    answer.resolve({ data: { session: null }, error: null });
    await signInForm();
  });

  it("sends a signed-in visitor to the dashboard", async () => {
    const answer = deferred<{ data: { session: ReturnType<typeof fakeSession> }; error: null }>();
    fake.auth.getSession.mockReturnValue(answer.promise);
    renderLogin();
    await screen.findByText("Inlogstatus laden");
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
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Inloggen" }));
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
      // What supabase-js reports for "#error=access_denied&error_code=otp_expired&…".
      error: Object.assign(new Error("Email link is invalid or has expired"), {
        name: "AuthImplicitGrantRedirectError",
        details: { error: "access_denied", code: "otp_expired" },
      }),
    });
    renderLogin();
    const form = await signInForm();
    expect(form).toBeInTheDocument();
    expect(within(document.body).getByRole("alert")).toHaveTextContent(
      /^Deze link is ongeldig of verlopen\. Vraag een nieuwe aan\.$/,
    );
  });
});

describe("/login by keyboard (issue 19)", () => {
  it("goes e-mail, password, 'Inloggen', then 'Wachtwoord vergeten?'; Enter in the password signs in", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: authError("Invalid login credentials", "invalid_credentials"),
    });
    renderLogin();
    await signInForm();

    await user.click(screen.getByLabelText("E-mailadres"));
    await user.keyboard("anna@bakkerij.nl");
    await user.tab();
    expect(screen.getByLabelText("Wachtwoord")).toHaveFocus();
    await user.keyboard("geheim123");
    await user.tab();
    expect(screen.getByRole("button", { name: "Inloggen" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Wachtwoord vergeten?" })).toHaveFocus();

    await user.click(screen.getByLabelText("Wachtwoord"));
    await user.keyboard("{Enter}");
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: "anna@bakkerij.nl",
      password: "geheim123",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Inloggen" })).toBeInTheDocument();
    expect(fake.auth.resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it("signs in with Enter in the e-mail field too", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: authError("Invalid login credentials", "invalid_credentials"),
    });
    renderLogin();
    await signInForm();
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl{Enter}");
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
    await user.click(screen.getByRole("button", { name: "Maak een account aan" }));
    await user.type(screen.getByLabelText("E-mailadres"), "new@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Account aanmaken" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Kijk in je mailbox: we hebben je een bevestigingslink gestuurd!",
    );
    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: "new@bakkerij.nl",
      password: "geheim123",
      options: { emailRedirectTo: BACK, data: { locale: "nl" } },
    });
  });

  it("sends a new confirmation e-mail and Google back the same way", async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockResolvedValue({
      data: { user: null, session: null },
      error: authError("Email not confirmed", "email_not_confirmed"),
    });
    fake.auth.resend.mockResolvedValue({ data: {}, error: null });
    fake.auth.signInWithOAuth.mockResolvedValue({ data: { url: null }, error: new Error("stop") });
    renderLogin(CHOSEN);
    await signInForm();
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Inloggen" }));
    await user.click(
      await screen.findByRole("button", { name: "Bevestigingsmail opnieuw sturen" }),
    );
    expect(fake.auth.resend).toHaveBeenCalledWith({
      type: "signup",
      email: "anna@bakkerij.nl",
      options: { emailRedirectTo: BACK },
    });
    await user.click(screen.getByRole("button", { name: "Doorgaan met Google" }));
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
    await screen.findByRole("heading", { level: 1, name: "Account aanmaken" });
    await user.type(screen.getByLabelText("E-mailadres"), "new@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Account aanmaken" }));
    await screen.findByRole("status");
    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: "new@bakkerij.nl",
      password: "geheim123",
      options: { emailRedirectTo: `${window.location.origin}/dashboard`, data: { locale: "nl" } },
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
    await user.click(screen.getByRole("button", { name: "Maak een account aan" }));
    await user.type(screen.getByLabelText("E-mailadres"), "new@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Account aanmaken" }));
    await screen.findByText("Kijk in je mailbox: we hebben je een bevestigingslink gestuurd!");

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
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.type(screen.getByLabelText("Wachtwoord"), "geheim123");
    await user.click(screen.getByRole("button", { name: "Inloggen" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(
      /^\/pricing\?plan=pro#pricing$/,
    );
  });
});

function LocationText() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}
