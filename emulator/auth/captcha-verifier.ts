/** The call to the CAPTCHA provider, apart from the middleware so the request context can name it. */
/** What the provider's siteverify answers (GoTrue's security.VerificationResponse). */
export interface CaptchaVerification {
  success: boolean;
  "error-codes"?: string[];
}

/** GoTrue's security.CaptchaVerifier: one siteverify call per token. */
export interface CaptchaVerifier {
  verify(secret: string, token: string, remoteIp: string): Promise<CaptchaVerification>;
}

/** GoTrue's HTTPCaptchaVerifier: a form-encoded POST to siteverify, 10 seconds at most. */
export function httpCaptchaVerifier(siteverifyUrl: () => string): CaptchaVerifier {
  return {
    async verify(secret, token, remoteIp) {
      const response = await fetch(siteverifyUrl(), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      return (await response.json()) as CaptchaVerification;
    },
  };
}
