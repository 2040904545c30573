/**
 * A failed call to Google. `code` is OAuth's `error` (e.g. "invalid_grant", "access_denied") or,
 * for the REST APIs, the `status` of Google's error object (e.g. "PERMISSION_DENIED"); "network"
 * and "malformed" are ours. Operator-facing: handlers map it to a Dutch message for the customer.
 */
export class GoogleError extends Error {
  override readonly name = "GoogleError";
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }

  /** The refresh token no longer works (revoked, expired, password changed): reconnect. */
  get needsReconnect(): boolean {
    return this.code === "invalid_grant" || this.code === "UNAUTHENTICATED";
  }
}
