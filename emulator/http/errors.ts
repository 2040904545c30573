/** An error in GoTrue's vocabulary: HTTP status, `error_code` string and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra body members, e.g. `weak_password: { reasons }`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new ApiError(400, code, message);
export const validationFailed = (message: string) =>
  new ApiError(400, "validation_failed", message);

/** Any thrown value as an ApiError (unexpected ones become GoTrue's 500). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(500, "unexpected_failure", "Internal Server Error");
}
