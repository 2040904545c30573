import { validationFailed } from "../http/errors.ts";
import type { AuthRequest } from "./context.ts";
import { requireUser } from "./require-user.ts";

/** POST /logout?scope=global|local|others (docs/contracts/gotrue-subset.md): 204, sessions deleted. */
export async function logout(request: AuthRequest) {
  const scope = request.url.searchParams.get("scope") || "global";
  if (!["global", "local", "others"].includes(scope)) {
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = await requireUser(request);
  await request.deps.db.tx(async (q) => {
    // Refresh tokens and amr claims go with their session (on delete cascade).
    if (scope === "global" || !sessionId) {
      await q.query("delete from auth.sessions where user_id = $1", [user.id]);
    } else if (scope === "local") {
      await q.query("delete from auth.sessions where id = $1", [sessionId]);
    } else {
      await q.query("delete from auth.sessions where user_id = $1 and id <> $2", [
        user.id,
        sessionId,
      ]);
    }
  });
  request.res.writeHead(204);
  request.res.end();
}
