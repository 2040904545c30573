/** An error in Stripe's wire shape: `{ error: { type, code?, message, param? } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: "invalid_request_error" | "card_error" | "api_error" | "idempotency_error",
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  toJSON() {
    const error: Record<string, unknown> = { type: this.type, message: this.message };
    if (this.code) error.code = this.code;
    if (this.param) error.param = this.param;
    Object.assign(error, this.extra);
    return { error };
  }
}

/** 404 `No such customer: 'cus_x'`. */
export function noSuch(noun: string, id: string, param?: string): StripeApiError {
  return new StripeApiError(
    param ? 400 : 404,
    "invalid_request_error",
    `No such ${noun}: '${id}'`,
    "resource_missing",
    param,
  );
}

export function missingParam(param: string): StripeApiError {
  return new StripeApiError(
    400,
    "invalid_request_error",
    `Missing required param: ${param}.`,
    "parameter_missing",
    param,
  );
}

export function invalidParam(param: string, message: string, code = "parameter_invalid_string") {
  return new StripeApiError(400, "invalid_request_error", message, code, param);
}

export function unknownRoute(method: string, path: string): StripeApiError {
  return new StripeApiError(
    404,
    "invalid_request_error",
    `Unrecognized request URL (${method}: ${path}). The Stripe test double of the Vindbaar emulator serves only the subset listed in emulator/README.md.`,
  );
}

export function cardDeclined(): StripeApiError {
  return new StripeApiError(402, "card_error", "Your card was declined.", "card_declined", "", {
    decline_code: "generic_decline",
  });
}

export function toStripeError(error: unknown): StripeApiError {
  if (error instanceof StripeApiError) return error;
  return new StripeApiError(500, "api_error", "An unexpected error occurred in the Stripe double.");
}
