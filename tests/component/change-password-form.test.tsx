import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_SUBSCRIBED } from "@contract/billing";
import { CustomerAreaLayout } from "@/app/customer-area-layout";
import { resetLocaleSync } from "@/features/account/locale-sync";
import { resetSessionStore } from "@/features/auth/session-store";
import { changeLocale } from "@/i18n";
import { resetQueryClient } from "@/lib/query-provider";
import { ChangePasswordPage } from "@/pages/change-password-page";
import { answerFunctions, ok, renderRoutes, Route } from "./billing-test-utils";
import { fake, fakeSession } from "./login-fake-supabase";

vi.mock("@/lib/supabase", async () => (await import("./login-fake-supabase")).fakeSupabaseModule);

function authError(message: string, code: string, status: number) {
  return Object.assign(new Error(message), { name: "AuthApiError", code, status });
}

function renderPage() {
  return renderRoutes(
    "/dashboard/password",
    <>
      <Route path="/login" element={<p>Login route</p>} />
      <Route element={<CustomerAreaLayout />}>
        <Route path="/dashboard/password" element={<ChangePasswordPage />} />
      </Route>
    </>,
  );
}

beforeEach(() => {
  fake.reset();
  resetSessionStore();
  resetQueryClient();
  resetLocaleSync();
  answerFunctions({
    "check-subscription": () => ok(NOT_SUBSCRIBED),
    account: () => ok({ locale: null }),
  });
  fake.setSession(fakeSession({ email: "anna@bakkerij.nl" }));
});

afterEach(async () => {
  await act(() => changeLocale("nl"));
});

const okUser = { data: { user: fakeSession().user }, error: null };

describe("'Wachtwoord wijzigen' in the account menu", () => {
  it("is a page of the account menu and saves at once after a recent sign-in", async () => {
    const user = userEvent.setup();
    fake.auth.updateUser.mockResolvedValue(okUser);
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Wachtwoord wijzigen" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Wachtwoord wijzigen" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(
      screen.getByText("Kies een nieuw wachtwoord voor anna@bakkerij.nl."),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Nieuw wachtwoord"), "nieuw-geheim-1");
    await user.click(screen.getByRole("button", { name: "Wachtwoord opslaan" }));
    expect(fake.auth.updateUser).toHaveBeenCalledWith({ password: "nieuw-geheim-1" });
    expect((await screen.findByText("Je wachtwoord is gewijzigd.")).parentElement).toHaveAttribute(
      "role",
      "status",
    );
    expect(screen.getByLabelText("Nieuw wachtwoord")).toHaveValue("");
    expect(fake.auth.reauthenticate).not.toHaveBeenCalled();
  });

  it("after reauthentication_needed mails a code and saves with it as the nonce", async () => {
    const user = userEvent.setup();
    fake.auth.updateUser
      .mockResolvedValueOnce({
        data: { user: null },
        error: authError(
          "Password update requires reauthentication",
          "reauthentication_needed",
          400,
        ),
      })
      .mockResolvedValueOnce({
        data: { user: null },
        error: authError("Nonce has expired or is invalid", "reauthentication_not_valid", 422),
      })
      .mockResolvedValueOnce(okUser);
    fake.auth.reauthenticate.mockResolvedValue({
      data: { user: null, session: null },
      error: null,
    });
    renderPage();
    await user.type(await screen.findByLabelText("Nieuw wachtwoord"), "nieuw-geheim-1");
    await user.click(screen.getByRole("button", { name: "Wachtwoord opslaan" }));

    expect(fake.auth.reauthenticate).toHaveBeenCalledTimes(1);
    expect(
      (
        await screen.findByText(
          "Je bent al een tijd ingelogd. Bevestig daarom eerst dat jij het bent: we hebben een code naar anna@bakkerij.nl gestuurd.",
        )
      ).parentElement,
    ).toHaveAttribute("role", "status");
    await user.type(screen.getByLabelText("Code uit de e-mail"), "000000");
    await user.click(screen.getByRole("button", { name: "Bevestigen en opslaan" }));
    expect(fake.auth.updateUser).toHaveBeenLastCalledWith({
      password: "nieuw-geheim-1",
      nonce: "000000",
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Deze code is onjuist of verlopen. Controleer de code of vraag een nieuwe aan.",
    );
    // Nothing typed is lost.
    expect(screen.getByLabelText("Nieuw wachtwoord")).toHaveValue("nieuw-geheim-1");

    await user.clear(screen.getByLabelText("Code uit de e-mail"));
    await user.type(screen.getByLabelText("Code uit de e-mail"), "123456");
    await user.click(screen.getByRole("button", { name: "Bevestigen en opslaan" }));
    expect(fake.auth.updateUser).toHaveBeenLastCalledWith({
      password: "nieuw-geheim-1",
      nonce: "123456",
    });
    expect(await screen.findByText("Je wachtwoord is gewijzigd.")).toBeInTheDocument();
    expect(screen.queryByLabelText("Code uit de e-mail")).not.toBeInTheDocument();
  });

  it("speaks English: the code step and a resend's rate limit", async () => {
    const user = userEvent.setup();
    await act(() => changeLocale("en"));
    fake.auth.updateUser.mockResolvedValue({
      data: { user: null },
      error: authError("Password update requires reauthentication", "reauthentication_needed", 400),
    });
    fake.auth.reauthenticate
      .mockResolvedValueOnce({ data: { user: null, session: null }, error: null })
      .mockResolvedValueOnce({
        data: { user: null, session: null },
        error: authError(
          "For security purposes, you can only request this after 58 seconds.",
          "over_email_send_rate_limit",
          429,
        ),
      });
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Change password" }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("New password"), "new-secret-1");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(
      (
        await screen.findByText(
          "You have been signed in for a while, so first confirm it is you: we sent a code to anna@bakkerij.nl.",
        )
      ).parentElement,
    ).toHaveAttribute("role", "status");
    await user.click(screen.getByRole("button", { name: "Send a new code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/58 seconds/);
    expect(screen.getByLabelText("Code from the email")).toBeInTheDocument();
  });
});
