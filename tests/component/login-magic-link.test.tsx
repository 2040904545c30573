import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetSessionStore } from "@/features/auth/session-store";
import { changeLocale } from "@/i18n";
import { LoginPage } from "@/pages/login-page";
import { fake, fakeSession } from "./login-fake-supabase";
import { renderWithSession } from "./render-with-session";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);
vi.mock("@/features/auth/api/auth-settings", () => ({
  googleSignInEnabled: vi.fn(async () => false),
}));

/** A refusal as supabase-js reports it: GoTrue's English message plus its error code. */
function authError(message: string, code: string, status: number) {
  return Object.assign(new Error(message), { name: "AuthApiError", code, status });
}

function renderLogin(url = "/login") {
  return renderWithSession(url, {
    "/login": <LoginPage />,
    "/dashboard": <p>Dashboard route</p>,
  });
}

beforeEach(() => {
  fake.reset();
  resetSessionStore();
  window.sessionStorage.clear();
  fake.auth.signInWithOtp.mockResolvedValue({ data: { user: null, session: null }, error: null });
});

afterEach(async () => {
  await act(() => changeLocale("nl"));
});

async function openMagicLinkMode() {
  const user = userEvent.setup();
  renderLogin();
  await screen.findByRole("heading", { level: 1, name: "Inloggen" });
  await user.click(screen.getByRole("button", { name: "Stuur me een inloglink" }));
  return user;
}

describe("/login: 'Stuur me een inloglink'", () => {
  it("asks only for the e-mail, sends the link with the language and shows the code form", async () => {
    const user = await openMagicLinkMode();
    expect(
      screen.getByRole("heading", { level: 1, name: "Inloggen met een e-maillink" }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText("Wachtwoord")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.click(screen.getByRole("button", { name: "Stuur me een inloglink" }));

    expect(fake.auth.signInWithOtp).toHaveBeenCalledWith({
      email: "anna@bakkerij.nl",
      options: {
        emailRedirectTo: `${window.location.origin}/dashboard`,
        data: { locale: "nl" },
      },
    });
    expect(await screen.findByRole("status")).toHaveTextContent(
      "We hebben een inloglink en een code naar anna@bakkerij.nl gestuurd. Klik op de link in de e-mail of typ de code hieronder.",
    );
    const code = screen.getByLabelText("Code uit de e-mail");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toBeRequired();
  });

  it("signs in with the typed code (verifyOtp type email) and goes to the dashboard", async () => {
    const user = await openMagicLinkMode();
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.click(screen.getByRole("button", { name: "Stuur me een inloglink" }));
    fake.auth.verifyOtp.mockImplementation(async () => {
      fake.emit("SIGNED_IN", fakeSession());
      return { data: { session: fakeSession(), user: fakeSession().user }, error: null };
    });
    await user.type(await screen.findByLabelText("Code uit de e-mail"), "12 34 56");
    await user.click(screen.getByRole("button", { name: "Inloggen met code" }));
    expect(fake.auth.verifyOtp).toHaveBeenCalledWith({
      email: "anna@bakkerij.nl",
      token: "123456",
      type: "email",
    });
    expect(await screen.findByText("Dashboard route")).toBeInTheDocument();
  });

  it("says a wrong or expired code is wrong (not 'link'), keeps it, and words a resend's rate limit", async () => {
    const user = await openMagicLinkMode();
    await user.type(screen.getByLabelText("E-mailadres"), "anna@bakkerij.nl");
    await user.click(screen.getByRole("button", { name: "Stuur me een inloglink" }));
    fake.auth.verifyOtp.mockResolvedValue({
      data: { session: null, user: null },
      error: authError("Token has expired or is invalid", "otp_expired", 403),
    });
    await user.type(await screen.findByLabelText("Code uit de e-mail"), "000000");
    await user.click(screen.getByRole("button", { name: "Inloggen met code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Deze code is onjuist of verlopen. Controleer de code of vraag een nieuwe aan.",
    );
    expect(screen.getByLabelText("Code uit de e-mail")).toHaveValue("000000");

    fake.auth.signInWithOtp.mockResolvedValue({
      data: { user: null, session: null },
      error: authError(
        "For security purposes, you can only request this after 42 seconds.",
        "over_email_send_rate_limit",
        429,
      ),
    });
    await user.click(screen.getByRole("button", { name: "Stuur een nieuwe inloglink" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Om veiligheidsredenen kun je dit pas over 42 seconden opnieuw aanvragen.",
    );

    await user.click(screen.getByRole("button", { name: "Ander e-mailadres gebruiken" }));
    expect(screen.getByLabelText("E-mailadres")).toHaveValue("anna@bakkerij.nl");
  });

  it("speaks English on request, and sends the English locale for the e-mail", async () => {
    await act(() => changeLocale("en"));
    const user = userEvent.setup();
    renderLogin("/login?mode=magic-link");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Sign in with an email link" }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "anna@bakkerij.nl");
    await user.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    expect(fake.auth.signInWithOtp).toHaveBeenCalledWith({
      email: "anna@bakkerij.nl",
      options: {
        emailRedirectTo: `${window.location.origin}/dashboard`,
        data: { locale: "en" },
      },
    });
    expect(await screen.findByRole("status")).toHaveTextContent(
      "We sent a sign-in link and a code to anna@bakkerij.nl. Click the link in the email or type the code below.",
    );
    expect(screen.getByRole("button", { name: "Sign in with code" })).toBeInTheDocument();
  });
});
