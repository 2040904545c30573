import { ApiError } from "../http/errors.ts";
import type { Queryable } from "../db/database.ts";
import type { AuthDeps } from "./context.ts";
import { tokenHash } from "./mailer.ts";
import {
  confirmEmail,
  findUserByEmail,
  findUserByToken,
  updateUser,
  type UserRow,
} from "./users.ts";

export const LINK_TYPES = ["signup", "invite", "recovery", "magiclink", "email_change"] as const;
export type VerifyType = (typeof LINK_TYPES)[number] | "email";

/** The amr / flow-state method GoTrue records per verification type. */
export const AUTH_METHOD: Record<VerifyType, string> = {
  signup: "email/signup",
  invite: "invite",
  recovery: "recovery",
  magiclink: "magiclink",
  email_change: "email_change",
  email: "otp",
};

const TOKEN_COLUMNS: Record<
  VerifyType,
  Array<
    | "confirmation_token"
    | "recovery_token"
    | "email_change_token_new"
    | "email_change_token_current"
  >
> = {
  signup: ["confirmation_token"],
  invite: ["confirmation_token"],
  recovery: ["recovery_token"],
  magiclink: ["recovery_token"],
  email_change: ["email_change_token_new", "email_change_token_current"],
  email: ["confirmation_token", "recovery_token"],
};

const SENT_AT: Record<
  string,
  "confirmation_sent_at" | "recovery_sent_at" | "email_change_sent_at"
> = {
  confirmation_token: "confirmation_sent_at",
  recovery_token: "recovery_sent_at",
  email_change_token_new: "email_change_sent_at",
  email_change_token_current: "email_change_sent_at",
};

export type TokenInput = { tokenHash: string } | { email: string; otp: string };

/**
 * Finds the user an e-mail token belongs to, checks expiry, applies the effect of the type
 * (confirm e-mail, consume recovery token, apply e-mail change) and returns the updated user and
 * which column matched (a "pkce_" token means the PKCE flow).
 */
export async function consumeEmailToken(
  deps: AuthDeps,
  q: Queryable,
  type: VerifyType,
  input: TokenInput,
): Promise<{ user: UserRow; pkce: boolean; matchedType: VerifyType }> {
  const invalid =
    "tokenHash" in input
      ? new ApiError(403, "otp_expired", "Email link is invalid or has expired")
      : new ApiError(403, "otp_expired", "Token has expired or is invalid");
  const match = await findByToken(q, type, input);
  if (!match) throw invalid;
  const { user, column, stored } = match;
  const sentAt = user[SENT_AT[column]];
  if (!sentAt || deps.clock.now() > sentAt.getTime() + deps.settings.otpExpiry * 1000) {
    throw invalid;
  }
  const now = deps.clock.iso();
  const matchedType: VerifyType =
    type === "email" ? (column === "recovery_token" ? "recovery" : "signup") : type;
  let updated: UserRow;
  if (column === "confirmation_token") {
    updated = await confirmEmail(q, user, now);
  } else if (column === "recovery_token") {
    updated = await updateUser(q, user.id, { recovery_token: "", updated_at: now });
    if (!updated.email_confirmed_at) updated = await confirmEmail(q, updated, now);
  } else {
    updated = await applyEmailChange(q, user, now);
  }
  return { user: updated, pkce: stored.startsWith("pkce_"), matchedType };
}

async function findByToken(q: Queryable, type: VerifyType, input: TokenInput) {
  const columns = TOKEN_COLUMNS[type];
  if ("tokenHash" in input) {
    for (const column of columns) {
      const user = await findUserByToken(q, column, input.tokenHash);
      if (user) return { user, column, stored: input.tokenHash };
    }
    return undefined;
  }
  const user = await findUserByEmail(q, input.email);
  const target = type === "email_change" ? user?.email_change || input.email : input.email;
  if (!user) return undefined;
  const hash = tokenHash(target.toLowerCase(), input.otp);
  for (const column of columns) {
    const stored = user[column];
    if (stored && (stored === hash || stored === `pkce_${hash}`)) return { user, column, stored };
  }
  return undefined;
}

async function applyEmailChange(q: Queryable, user: UserRow, now: string) {
  const newEmail = user.email_change ?? "";
  await q.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
       updated_at = $3 where user_id = $1 and provider = 'email'`,
    [user.id, newEmail, now],
  );
  return updateUser(q, user.id, {
    email: newEmail,
    email_change: "",
    email_change_token_new: "",
    email_change_token_current: "",
    email_change_confirm_status: 0,
    updated_at: now,
  });
}
