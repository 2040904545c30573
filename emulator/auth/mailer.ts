import { createHash, randomInt } from "node:crypto";
import type { Queryable } from "../db/database.ts";
import { renderAuthMail, type MailType, type TemplateData } from "../mail/auth-templates.ts";
import type { AuthDeps } from "./context.ts";
import { updateUser, type UserRow } from "./users.ts";

/** Where each mail type keeps its token hash and send time on auth.users. */
const COLUMNS = {
  signup: { token: "confirmation_token", sentAt: "confirmation_sent_at" },
  invite: { token: "confirmation_token", sentAt: "confirmation_sent_at" },
  recovery: { token: "recovery_token", sentAt: "recovery_sent_at" },
  // GoTrue: "Magic Link is just a recovery with a different template", same token and timer.
  magiclink: { token: "recovery_token", sentAt: "recovery_sent_at" },
  email_change: { token: "email_change_token_new", sentAt: "email_change_sent_at" },
  reauthentication: { token: "reauthentication_token", sentAt: "reauthentication_sent_at" },
} as const;

/** GoTrue's token hash: lowercase hex SHA-224 of e-mail + OTP. */
export function tokenHash(email: string, otp: string): string {
  return createHash("sha224")
    .update(email + otp)
    .digest("hex");
}

export function lastSentAt(user: UserRow, type: MailType): Date | null {
  return user[COLUMNS[type].sentAt];
}

// GoTrue url-escapes redirect_to in e-mail links only when it would break the query string.
const escapeRedirect = (url: string) => (/[&=#?%+\s]/.test(url) ? encodeURIComponent(url) : url);

/**
 * "Sends" an auth e-mail: checks the hourly cap, stores a fresh token hash and send time on the
 * user, renders the project's template for the type with GoTrue's variables and captures the
 * message (link + 6-digit code) in the mailbox. The caller checks the per-address frequency
 * first (it knows which timestamp applies).
 */
export async function sendAuthMail(
  deps: AuthDeps,
  q: Queryable,
  input: { user: UserRow; type: MailType; to: string; redirectTo: string; pkce: boolean },
): Promise<UserRow> {
  deps.limiter.take();
  const otp = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const hash = tokenHash(input.to, otp);
  const stored = input.pkce ? `pkce_${hash}` : hash;
  const now = deps.clock.iso();
  const columns = COLUMNS[input.type];
  const user = await updateUser(q, input.user.id, {
    [columns.token]: stored,
    [columns.sentAt]: now,
    updated_at: now,
  });
  const link =
    input.type === "reauthentication"
      ? ""
      : `${deps.externalUrl}/verify?token=${stored}&type=${input.type}&redirect_to=${escapeRedirect(input.redirectTo)}`;
  const { subject, html } = renderAuthMail(
    deps.settings.emailTemplates,
    input.type,
    templateData(deps, user, { type: input.type, otp, stored, link, redirectTo: input.redirectTo }),
  );
  deps.mailbox.capture({
    to: input.to,
    type: input.type,
    subject,
    html,
    link,
    otp,
    tokenHash: stored,
    redirectTo: input.redirectTo,
  });
  return user;
}

/** The variables GoTrue's template mailer passes for each type (templatemailer.go). */
function templateData(
  deps: AuthDeps,
  user: UserRow,
  mail: { type: MailType; otp: string; stored: string; link: string; redirectTo: string },
): TemplateData {
  const common = {
    SiteURL: deps.settings.siteUrl,
    Email: user.email ?? "",
    Token: mail.otp,
    Data: user.raw_user_meta_data ?? {},
  };
  if (mail.type === "reauthentication") return common;
  return {
    ...common,
    ConfirmationURL: mail.link,
    TokenHash: mail.stored,
    RedirectTo: mail.redirectTo,
    ...(mail.type === "email_change" ? { NewEmail: user.email_change ?? "" } : {}),
  };
}
