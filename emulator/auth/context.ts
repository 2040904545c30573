import type { IncomingMessage, ServerResponse } from "node:http";
import type { Clock } from "../clock.ts";
import type { AuthSettings } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { Mailbox } from "../mail/mailbox.ts";
import type { CaptchaVerifier } from "./captcha-verifier.ts";
import type { EmailRateLimiter } from "./rate-limit.ts";
import type { RequestLimiter } from "./request-limits.ts";

/** What every auth endpoint can use. */
export interface AuthDeps {
  settings: AuthSettings;
  db: Database;
  mailbox: Mailbox;
  clock: Clock;
  limiter: EmailRateLimiter;
  /** GoTrue's per-address request limits (sign-up, OTP, recover, resend, verify). */
  requestLimiter: RequestLimiter;
  /** Calls the CAPTCHA provider's siteverify when `settings.captcha` is on (the emulator's double). */
  captchaVerifier: CaptchaVerifier;
  apiKeys: { anon: string; serviceRole: string };
  /** `http://127.0.0.1:<port>/auth/v1`: JWT `iss` and the base of e-mail links. */
  externalUrl: string;
  log: (line: string) => void;
}

export interface AuthRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  deps: AuthDeps;
}

export type AuthHandler = (request: AuthRequest) => Promise<void>;
