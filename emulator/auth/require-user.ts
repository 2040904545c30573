import { ApiError } from "../http/errors.ts";
import type { AuthRequest } from "./context.ts";
import { verifyJwt } from "./jwt.ts";
import { sessionExists } from "./sessions.ts";
import { findUserById, isBanned, type UserRow } from "./users.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Caller {
  user: UserRow;
  sessionId: string | null;
}

/** GoTrue's requireAuthentication middleware for JWT endpoints (GET/PUT /user, /logout). */
export async function requireUser({ req, deps }: AuthRequest): Promise<Caller> {
  const header = req.headers.authorization ?? "";
  const match = /^bearer (\S+)$/i.exec(header);
  if (!match) {
    throw new ApiError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  }
  const claims = await verifyJwt(deps.settings.jwtSecret, match[1], deps.clock.date());
  if (typeof claims.sub !== "string" || claims.sub === "") {
    throw new ApiError(403, "bad_jwt", "invalid claim: missing sub claim");
  }
  if (!UUID.test(claims.sub)) {
    throw new ApiError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
  }
  const sub = claims.sub;
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : null;
  return deps.db.tx(async (q) => {
    const user = await findUserById(q, sub);
    if (!user) {
      throw new ApiError(403, "user_not_found", "User from sub claim in JWT does not exist");
    }
    if (sessionId && !(UUID.test(sessionId) && (await sessionExists(q, sessionId)))) {
      throw new ApiError(
        403,
        "session_not_found",
        "Session from session_id claim in JWT does not exist",
      );
    }
    if (isBanned(user, deps.clock.now())) throw new ApiError(403, "user_banned", "User is banned");
    return { user, sessionId };
  });
}
