import {
  ACCOUNT_FIELDS,
  ACCOUNT_MESSAGES,
  accountUpdateSchema,
  type AccountResponse,
} from "../_shared/contract/account.ts";
import { isLocale } from "../_shared/contract/locale.ts";
import { getSql } from "../_shared/db.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { startSignedIn } from "../_shared/request.ts";
import { parseJsonBody } from "../_shared/validate.ts";

/**
 * GET/PUT /functions/v1/account: the caller's own account settings in public.profiles (for now
 * the language, contract/account.ts). Any signed-in user may call it, with or without a plan:
 * the language applies from sign-up on. The row is the caller's (the JWT's user), never one
 * named in the body.
 */
export async function handler(req: Request): Promise<Response> {
  const start = await startSignedIn(req, ["GET", "PUT"]);
  if (!start.ok) return start.response;
  const userId = start.user.id;

  let update: { locale: AccountResponse["locale"] } | null = null;
  if (req.method === "PUT") {
    // Validation messages in the caller's language, fields named as the account menu names them.
    const body = await parseJsonBody(req, accountUpdateSchema, {
      locale: start.locale,
      fields: ACCOUNT_FIELDS,
    });
    if (!body.ok) return body.response;
    update = body.data;
  }

  try {
    const sql = getSql();
    const [row] = update
      ? await sql<{ locale: string | null }[]>`
          update public.profiles set locale = ${update.locale} where id = ${userId}
          returning locale`
      : await sql<{ locale: string | null }[]>`
          select locale from public.profiles where id = ${userId}`;
    // A user without a profile row (its creation failed at sign-up) simply has no choice stored.
    const answer: AccountResponse = { locale: isLocale(row?.locale) ? row.locale : null };
    return json(answer);
  } catch (error) {
    console.error("account: storage failed", error);
    return errorResponse(503, ACCOUNT_MESSAGES.unavailable);
  }
}
