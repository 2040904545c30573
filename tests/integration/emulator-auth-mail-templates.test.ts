import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderGoTemplate } from "../../emulator/mail/go-template.ts";
import { emulatorClient, signUpUser, uniqueEmail, useEmulator } from "./emulator-support.ts";

const SITE = "http://localhost:5173";
vi.setConfig({ testTimeout: 20_000, hookTimeout: 120_000 });

// The project's supabase/config.toml and supabase/templates, as `npm run dev` and hosted use them.
const emulator = useEmulator({ siteUrl: SITE });

beforeEach(() => {
  emulator().configure({ autoconfirm: false, emailMaxFrequency: 0, emailRateLimitPerHour: 1000 });
});

const mailTo = (email: string) => emulator().mailbox.latest(email)!;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

async function confirmedUser(locale?: "nl" | "en") {
  emulator().configure({ autoconfirm: true });
  const user = await signUpUser(emulator(), {
    prefix: `mail-${locale ?? "none"}`,
    ...(locale ? { data: { locale } } : {}),
    requireSession: true,
  });
  emulator().configure({ autoconfirm: false });
  return user;
}

describe("the mailbox renders supabase/templates by the user's language", () => {
  it("sign-up confirmation: Dutch by default, English for locale en, with link and code", async () => {
    const dutch = uniqueEmail("nl");
    const english = uniqueEmail("en");
    const client = emulatorClient(emulator());
    await client.auth.signUp({
      email: dutch,
      password: "geheim123",
      options: { data: { locale: "nl" } },
    });
    await client.auth.signUp({
      email: english,
      password: "geheim123",
      options: { data: { locale: "en" } },
    });

    const nl = mailTo(dutch);
    expect(nl.subject).toBe("Bevestig je Vindbaar-account");
    expect(nl.html).toContain('<html lang="nl">');
    expect(text(nl.html)).toContain(
      `Bevestig je e-mailadres Welkom bij Vindbaar! Klik op de knop om ${dutch} te bevestigen en je account te activeren. E-mailadres bevestigen Of typ deze code op de inlogpagina: ${nl.otp}`,
    );
    // html/template escapes & in the attribute, so the browser follows the same link.
    expect(nl.html).toContain(`href="${nl.link.replaceAll("&", "&amp;")}"`);

    const en = mailTo(english);
    expect(en.subject).toBe("Confirm your Vindbaar account");
    expect(en.html).toContain('<html lang="en">');
    expect(text(en.html)).toContain(
      `Confirm your email address Welcome to Vindbaar! Click the button to confirm ${english} and activate your account. Confirm email address Or type this code on the sign-in page: ${en.otp}`,
    );
  });

  it("a user without a language (signed up before the choice existed) gets Dutch", async () => {
    const { email } = await confirmedUser();
    await emulatorClient(emulator()).auth.signInWithOtp({ email });
    expect(mailTo(email).subject).toBe("Je inloglink voor Vindbaar");
  });

  it("every kind has its exact Dutch and English subject", async () => {
    const subjects: Record<string, string[]> = {};
    for (const locale of ["nl", "en"] as const) {
      const { email, supabase } = await confirmedUser(locale);
      const client = emulatorClient(emulator());
      const seen: string[] = [];
      await client.auth.signInWithOtp({ email });
      seen.push(mailTo(email).subject);
      emulator().clock.advance(2_000);
      await client.auth.resetPasswordForEmail(email);
      seen.push(mailTo(email).subject);
      await supabase.auth.reauthenticate();
      const code = mailTo(email);
      seen.push(code.subject.replace(code.otp, "<code>"));
      const newEmail = uniqueEmail(`new-${locale}`);
      await supabase.auth.updateUser({ email: newEmail });
      const change = mailTo(newEmail);
      seen.push(change.subject);
      expect(text(change.html)).toContain(`${email}`);
      expect(text(change.html)).toContain(`${newEmail}`);
      subjects[locale] = seen;
      emulator().clock.reset();
    }
    expect(subjects).toEqual({
      nl: [
        "Je inloglink voor Vindbaar",
        "Kies een nieuw Vindbaar-wachtwoord",
        "<code> is je Vindbaar-verificatiecode",
        "Bevestig je nieuwe e-mailadres",
      ],
      en: [
        "Your Vindbaar sign-in link",
        "Choose a new Vindbaar password",
        "<code> is your Vindbaar verification code",
        "Confirm your new email address",
      ],
    });
  });

  it("follows the language when the customer changes it (user_metadata.locale)", async () => {
    const { email, supabase } = await confirmedUser("nl");
    await supabase.auth.updateUser({ data: { locale: "en" } });
    await supabase.auth.reauthenticate();
    const mail = mailTo(email);
    expect(mail.subject).toBe(`${mail.otp} is your Vindbaar verification code`);
    expect(text(mail.html)).toContain(`Your verification code Use this code to confirm it is you`);
  });

  it("the invite template renders in both languages with the subset the renderer knows", () => {
    const source = readFileSync("supabase/templates/invite.html", "utf8");
    const data = { ConfirmationURL: "http://x/verify", Email: "a@b.nl", Token: "123456" };
    expect(text(renderGoTemplate(source, { ...data, Data: {} }))).toContain(
      "Je bent uitgenodigd voor Vindbaar Je bent uitgenodigd om een Vindbaar-account aan te maken met a@b.nl.",
    );
    expect(text(renderGoTemplate(source, { ...data, Data: { locale: "en" } }))).toContain(
      "You have been invited to Vindbaar You have been invited to create a Vindbaar account with a@b.nl.",
    );
  });
});
