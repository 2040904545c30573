import { readFileSync } from "node:fs";
import { compileGoTemplate } from "./go-template.ts";

/** The e-mails the emulator sends, by the `type` its links carry (and `reauthentication`). */
export type MailType =
  "signup" | "recovery" | "email_change" | "magiclink" | "invite" | "reauthentication";

/** `[auth.email.template.<name>]` in config.toml names each mail type so. */
export const TEMPLATE_NAMES: Record<MailType, string> = {
  signup: "confirmation",
  recovery: "recovery",
  email_change: "email_change",
  magiclink: "magic_link",
  invite: "invite",
  reauthentication: "reauthentication",
};

/** One `[auth.email.template.<name>]` table: `content_path` already resolved to a file. */
export interface TemplateSetting {
  subject?: string;
  contentFile?: string;
}

/** GoTrue's built-in subjects and bodies (internal/mailer/templatemailer), used when none is set. */
const DEFAULTS: Record<MailType, { subject: string; body: string }> = {
  invite: {
    subject: "You've been invited",
    body: `<h2>You've been invited</h2>

<p>You've been invited to create an account. Follow the link below to accept.</p>
<p><a href="{{ .ConfirmationURL }}">Accept invitation</a></p>`,
  },
  signup: {
    subject: "Confirm your email address",
    body: `<h2>Confirm your email address</h2>

<p>Follow the link below to confirm this email address and finish signing up.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm email address</a></p>
`,
  },
  recovery: {
    subject: "Reset your password",
    body: `<h2>Reset your password</h2>

<p>We received a request to reset your password. Follow the link below to choose a new one.</p>
<p><a href="{{ .ConfirmationURL }}">Reset password</a></p>
<p>If you didn't request this, you can safely ignore this email.</p>`,
  },
  magiclink: {
    subject: "Your sign-in link",
    body: `<h2>Your sign-in link</h2>

<p>Follow the link below to sign in. This link expires shortly and can only be used once.</p>
<p><a href="{{ .ConfirmationURL }}">Sign in</a></p>`,
  },
  email_change: {
    subject: "Confirm your new email address",
    body: `<h2>Confirm your new email address</h2>

<p>Follow the link below to confirm {{ .NewEmail }} as your new email address.</p>
<p><a href="{{ .ConfirmationURL }}">Confirm new email address</a></p>
<p>If you didn't request this change, you can safely ignore this email.</p>`,
  },
  reauthentication: {
    subject: "{{ .Token }} is your verification code",
    body: `<h2>Your verification code</h2>

<p>Use the code below to verify your identity. It expires shortly.</p>
<p>{{ .Token }}</p>`,
  },
};

/**
 * The variables GoTrue hands each template (templatemailer.go): the link types get all of them,
 * the reauthentication code only SiteURL, Email, Token and Data; NewEmail only the e-mail change.
 */
export interface TemplateData {
  SiteURL: string;
  Email: string;
  Token: string;
  Data: Record<string, unknown>;
  ConfirmationURL?: string;
  TokenHash?: string;
  RedirectTo?: string;
  NewEmail?: string;
}

/**
 * Renders an auth e-mail from the project's templates, like GoTrue's template mailer: the subject
 * and the body are both Go html/templates over the same data, so either may choose the language
 * with `{{ if eq .Data.locale "en" }}`. A file is read on every mail, so an edited template shows
 * in the next one (GoTrue reloads its templates as well). A missing or unreadable file falls back
 * to GoTrue's default, as GoTrue does when it cannot load a template.
 */
export function renderAuthMail(
  templates: Partial<Record<string, TemplateSetting>>,
  type: MailType,
  data: TemplateData,
): { subject: string; html: string } {
  const setting = templates[TEMPLATE_NAMES[type]] ?? {};
  const fallback = DEFAULTS[type];
  let body = fallback.body;
  if (setting.contentFile) {
    try {
      body = readFileSync(setting.contentFile, "utf8");
    } catch {
      body = fallback.body;
    }
  }
  const values = { ...data } as Record<string, unknown>;
  return {
    subject: compileGoTemplate(setting.subject ?? fallback.subject)(values),
    html: compileGoTemplate(body)(values),
  };
}
