import { validationFailed } from "../http/errors.ts";
import { readJsonObject, sendJson } from "../http/json.ts";
import { str } from "./body.ts";
import type { AuthRequest } from "./context.ts";
import { lastSentAt, sendAuthMail } from "./mailer.ts";
import { createFlowState, parsePkceParams } from "./pkce.ts";
import { resolveRedirect } from "./redirect.ts";
import { findUserByEmail } from "./users.ts";
import { validateEmail } from "./validation.ts";

const TYPES = ["signup", "email_change", "sms", "phone_change"];

/**
 * POST /resend (docs/contracts/gotrue-subset.md): a new signup confirmation or e-mail-change mail.
 * 200 {} also when there is nothing to resend (unknown user, already confirmed).
 */
export async function resend({ req, res, url, deps }: AuthRequest) {
  const body = await readJsonObject(req);
  const type = str(body, "type");
  if (!TYPES.includes(type)) {
    throw validationFailed("Missing one of these types: signup, email_change, sms, phone_change");
  }
  if (type === "sms" || type === "phone_change") {
    // No SMS provider in the emulator; nothing to resend.
    sendJson(res, 200, {});
    return;
  }
  const address = validateEmail(str(body, "email"));
  const pkce = parsePkceParams(body);
  const redirectTo = resolveRedirect(deps.settings, url.searchParams.get("redirect_to"));

  await deps.db.tx(async (q) => {
    const user = await findUserByEmail(q, address);
    if (!user) return;
    const mailType = type === "signup" ? "signup" : "email_change";
    if (mailType === "signup" && user.email_confirmed_at) return;
    if (mailType === "email_change" && !user.email_change) return;
    deps.limiter.assertFrequency(lastSentAt(user, mailType));
    if (pkce) {
      await createFlowState(q, {
        userId: user.id,
        pkce,
        authenticationMethod: mailType === "signup" ? "email/signup" : "email_change",
        now: deps.clock.iso(),
      });
    }
    await sendAuthMail(deps, q, {
      user,
      type: mailType,
      to: mailType === "signup" ? address : (user.email_change ?? address),
      redirectTo,
      pkce: pkce !== null,
    });
  });
  sendJson(res, 200, {});
}
