import { describe, expect, it } from "vitest";
import { AuthCopyError, authErrorMessage } from "@/features/auth/auth-errors";
import { i18n } from "@/i18n/i18n";

/**
 * The auth service's refusals are worded by GoTrue's error code (auth-js `error.code`), never by
 * its English message; an unknown code is a general Dutch sentence, in English the service's own.
 */
const dutch = i18n.getFixedT("nl", "auth");
const english = i18n.getFixedT("en", "auth");

const refusal = (message: string, code?: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { name: "AuthApiError", code, ...extra });

const say = (error: unknown, locale: "nl" | "en" = "nl") =>
  authErrorMessage(error, locale === "nl" ? dutch : english, locale, 6);

describe("auth refusals by code", () => {
  it.each([
    [
      "invalid_credentials",
      "Invalid login credentials",
      "Dit e-mailadres en wachtwoord horen niet bij elkaar. Probeer het opnieuw.",
    ],
    [
      "email_not_confirmed",
      "Email not confirmed",
      "Je e-mailadres is nog niet bevestigd. Klik op de link in de bevestigingsmail.",
    ],
    [
      "user_already_exists",
      "User already registered",
      "Er bestaat al een account met dit e-mailadres. Log in of herstel je wachtwoord.",
    ],
    [
      "email_exists",
      "A user with this email address has already been registered",
      "Er bestaat al een account met dit e-mailadres. Log in of herstel je wachtwoord.",
    ],
    [
      "same_password",
      "New password should be different from the old password.",
      "Je nieuwe wachtwoord moet anders zijn dan je huidige wachtwoord.",
    ],
    [
      "over_request_rate_limit",
      "Request rate limit reached",
      "Te veel pogingen achter elkaar. Wacht even en probeer het opnieuw.",
    ],
    [
      "otp_expired",
      "Email link is invalid or has expired",
      "Deze link is ongeldig of verlopen. Vraag een nieuwe aan.",
    ],
    ["email_address_invalid", "Email address is invalid", "Vul een geldig e-mailadres in."],
    [
      "signup_disabled",
      "Signups not allowed for this instance",
      "Een account aanmaken kan op dit moment niet.",
    ],
    ["user_banned", "User is banned", "Dit account is geblokkeerd. Neem contact met ons op."],
    [
      "captcha_failed",
      "captcha protection: request disallowed (timeout-or-duplicate)",
      "De controle dat je geen robot bent is mislukt of verlopen. Doe de controle opnieuw en probeer het nog eens.",
    ],
  ])("%s", (code, message, expected) => {
    expect(say(refusal(message, code))).toBe(expected);
  });

  it("weak_password by its reasons, with the minimum length", () => {
    const weak = (reasons: string[]) =>
      refusal("Password should be at least 6 characters.", "weak_password", { reasons });
    expect(say(weak(["length"]))).toBe("Je wachtwoord is te kort: gebruik minstens 6 tekens.");
    expect(say(weak(["characters"]))).toBe(
      "Je wachtwoord is te eenvoudig: gebruik kleine letters, hoofdletters, cijfers en tekens.",
    );
    expect(say(weak(["length", "pwned"]))).toBe(
      "Dit wachtwoord komt voor in bekende datalekken. Kies een wachtwoord dat je nergens anders gebruikt.",
    );
    expect(say(weak(["length"]), "en")).toBe("Password should be at least 6 characters.");
  });

  it("over_email_send_rate_limit with the seconds GoTrue names, or without", () => {
    const wait = (seconds: number) =>
      refusal(
        `For security purposes, you can only request this after ${seconds} seconds.`,
        "over_email_send_rate_limit",
      );
    expect(say(wait(1))).toBe(
      "Om veiligheidsredenen kun je dit pas over 1 seconde opnieuw aanvragen.",
    );
    expect(say(wait(57))).toBe(
      "Om veiligheidsredenen kun je dit pas over 57 seconden opnieuw aanvragen.",
    );
    expect(say(refusal("email rate limit exceeded", "over_email_send_rate_limit"))).toBe(
      "Er zijn te veel e-mails verstuurd. Probeer het later opnieuw.",
    );
  });

  it("an e-mail or OAuth link's error code from the address (AuthImplicitGrantRedirectError)", () => {
    const fromLink = Object.assign(new Error("Email link is invalid or has expired"), {
      name: "AuthImplicitGrantRedirectError",
      details: { error: "access_denied", code: "otp_expired" },
    });
    expect(say(fromLink)).toBe("Deze link is ongeldig of verlopen. Vraag een nieuwe aan.");
  });

  it("network failures, our own refusals and unknown codes", () => {
    const offline = Object.assign(new Error("Failed to fetch"), {
      name: "AuthRetryableFetchError",
    });
    expect(say(offline)).toBe(
      "De inlogdienst is niet bereikbaar. Controleer je verbinding en probeer het opnieuw.",
    );
    expect(say(new AuthCopyError("provider.unavailable", { status: 502 }))).toBe(
      "Inloggen met Google lukt nu niet (HTTP 502).",
    );
    const unknown = refusal("Something new went wrong", "hook_timeout");
    expect(say(unknown)).toBe("Er ging iets mis bij het inloggen. Probeer het opnieuw.");
    expect(say(unknown, "en")).toBe("Something new went wrong");
  });
});
