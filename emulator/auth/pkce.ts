import { createHash, randomUUID } from "node:crypto";
import { ApiError, validationFailed } from "../http/errors.ts";
import type { Queryable } from "../db/database.ts";

export interface PkceParams {
  challenge: string;
  method: "s256" | "plain";
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: "s256" | "plain";
  code_challenge: string;
  authentication_method: string;
  created_at: Date;
  auth_code_issued_at: Date | null;
}

/** GoTrue keeps a flow state for 300 s (after the code was issued, for e-mail links). */
const FLOW_STATE_TTL_MS = 300_000;

/**
 * `code_challenge` + `code_challenge_method` from a request body. The flow is PKCE exactly when
 * a challenge is present (there is no flow_type on the wire). null = implicit flow.
 */
export function parsePkceParams(body: Record<string, unknown>): PkceParams | null {
  const challenge = typeof body.code_challenge === "string" ? body.code_challenge : "";
  const method = typeof body.code_challenge_method === "string" ? body.code_challenge_method : "";
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw validationFailed("PKCE flow requires code_challenge_method and code_challenge");
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw validationFailed("code challenge has to be between 43 and 128 characters");
  }
  const normalized = method.toLowerCase();
  if (normalized !== "s256" && normalized !== "plain") {
    throw validationFailed("code challenge method not supported");
  }
  return { challenge, method: normalized };
}

export async function createFlowState(
  q: Queryable,
  input: { userId: string; pkce: PkceParams; authenticationMethod: string; now: string },
): Promise<void> {
  await q.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, 'email', $6, $7, $7)`,
    [
      randomUUID(),
      input.userId,
      randomUUID(),
      input.pkce.method,
      input.pkce.challenge,
      input.authenticationMethod,
      input.now,
    ],
  );
}

/** After an e-mail link: the newest flow of this user and method, marked as code-issued. */
export async function issueAuthCode(
  q: Queryable,
  userId: string,
  authenticationMethod: string,
  now: string,
): Promise<string> {
  const { rows } = await q.query<FlowStateRow>(
    `select * from auth.flow_state where user_id = $1 and authentication_method = $2
      order by created_at desc limit 1`,
    [userId, authenticationMethod],
  );
  const flow = rows[0];
  if (!flow) {
    throw new ApiError(
      404,
      "flow_state_not_found",
      "invalid flow state, no valid flow state found",
    );
  }
  await q.query(
    "update auth.flow_state set auth_code_issued_at = $2, updated_at = $2 where id = $1",
    [flow.id, now],
  );
  return flow.auth_code;
}

function challengeOf(verifier: string, method: "s256" | "plain") {
  if (method === "plain") return verifier;
  return createHash("sha256").update(verifier).digest("base64url");
}

/** grant_type=pkce: checks the verifier, deletes the (single-use) flow state, returns it. */
export async function consumeFlowState(
  q: Queryable,
  authCode: string,
  verifier: string,
  now: number,
): Promise<{ userId: string; authenticationMethod: string }> {
  if (!authCode || !verifier) {
    throw validationFailed("invalid request: both auth code and code verifier should be non-empty");
  }
  const { rows } = await q.query<FlowStateRow>(
    "select * from auth.flow_state where auth_code = $1",
    [authCode],
  );
  const flow = rows[0];
  if (!flow || !flow.user_id) {
    throw new ApiError(
      404,
      "flow_state_not_found",
      "invalid flow state, no valid flow state found",
    );
  }
  const start = (flow.auth_code_issued_at ?? flow.created_at).getTime();
  if (now > start + FLOW_STATE_TTL_MS) {
    throw new ApiError(422, "flow_state_expired", "invalid flow state, flow state has expired");
  }
  if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
    throw new ApiError(
      400,
      "bad_code_verifier",
      "code challenge does not match previously saved code verifier",
    );
  }
  await q.query("delete from auth.flow_state where id = $1", [flow.id]);
  return { userId: flow.user_id, authenticationMethod: flow.authentication_method };
}
