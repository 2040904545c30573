import { randomBytes } from "node:crypto";
import type { Clock } from "../clock.ts";
import { CAPTCHA_DOUBLE_SECRET, CAPTCHA_DOUBLE_SITE_KEY } from "./keys.ts";

/** Cloudflare's documented limits: a token is at most 2048 characters and valid for 300 s. */
const MAX_TOKEN_LENGTH = 2048;
const TOKEN_LIFETIME_MS = 300_000;

/** siteverify's answer (developers.cloudflare.com/turnstile/get-started/server-side-validation). */
export type SiteverifyResult =
  | {
      success: true;
      "error-codes": [];
      challenge_ts: string;
      hostname: string;
      action: string;
      cdata: string;
    }
  | { success: false; "error-codes": string[] };

export interface SiteverifyParams {
  secret?: string;
  response?: string;
  remoteip?: string;
  idempotency_key?: string;
}

interface IssuedToken {
  solvedAt: number;
  hostname: string;
  /** Set once siteverify accepted it: the idempotency key of that call and its answer. */
  redeemed?: { idempotencyKey: string | undefined; result: SiteverifyResult };
}

/**
 * Cloudflare Turnstile as far as GoTrue and the login page can tell: the widget's solved challenge
 * becomes a random token; siteverify accepts each token once within 300 s of solving (by the
 * emulator's clock), repeats its first answer to a retry with the same idempotency key, and
 * otherwise answers with Cloudflare's error codes.
 */
export class TurnstileDouble {
  readonly siteKey = CAPTCHA_DOUBLE_SITE_KEY;
  readonly secret = CAPTCHA_DOUBLE_SECRET;
  private tokens = new Map<string, IssuedToken>();

  constructor(private readonly clock: Clock) {}

  /** A solved challenge on the page at `hostname`; null for a site key the double does not know. */
  solve(siteKey: string, hostname: string): string | null {
    if (siteKey !== this.siteKey) return null;
    this.forgetExpired();
    const token = `0.${randomBytes(96).toString("base64url")}`;
    this.tokens.set(token, { solvedAt: this.clock.now(), hostname });
    return token;
  }

  verify(params: SiteverifyParams): SiteverifyResult {
    if (!params.secret) return failed("missing-input-secret");
    if (params.secret !== this.secret) return failed("invalid-input-secret");
    if (!params.response) return failed("missing-input-response");
    const issued =
      params.response.length <= MAX_TOKEN_LENGTH ? this.tokens.get(params.response) : undefined;
    if (!issued) return failed("invalid-input-response");
    if (issued.redeemed) {
      const retry =
        params.idempotency_key !== undefined &&
        params.idempotency_key === issued.redeemed.idempotencyKey;
      return retry ? issued.redeemed.result : failed("timeout-or-duplicate");
    }
    if (this.clock.now() - issued.solvedAt > TOKEN_LIFETIME_MS) {
      return failed("timeout-or-duplicate");
    }
    const result: SiteverifyResult = {
      success: true,
      "error-codes": [],
      challenge_ts: new Date(issued.solvedAt).toISOString(),
      hostname: issued.hostname,
      action: "",
      cdata: "",
    };
    issued.redeemed = { idempotencyKey: params.idempotency_key, result };
    return result;
  }

  private forgetExpired(): void {
    if (this.tokens.size < 1000) return;
    // Kept a while after expiry, so a late replay still gets timeout-or-duplicate.
    const before = this.clock.now() - 2 * TOKEN_LIFETIME_MS;
    for (const [token, issued] of this.tokens) {
      if (issued.solvedAt < before) this.tokens.delete(token);
    }
  }
}

const failed = (code: string): SiteverifyResult => ({ success: false, "error-codes": [code] });
