/**
 * Errors in the shape Google's JSON APIs answer with (`{ error: { code, message, errors, status } }`):
 * what the official client turns into a GaxiosError with `status` and `errors`.
 */
export class GoogleApiError extends Error {
  constructor(
    readonly code: 400 | 401 | 403 | 404,
    message: string,
    readonly reason: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }

  toJSON() {
    return {
      error: {
        code: this.code,
        message: this.message,
        errors: [{ message: this.message, domain: "global", reason: this.reason, ...this.extra }],
        status: STATUS[this.code],
      },
    };
  }
}

const STATUS = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
} as const;

export const badRequest = (message: string) => new GoogleApiError(400, message, "badRequest");

export const invalidCredentials = () =>
  new GoogleApiError(
    401,
    "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.",
    "authError",
    { location: "Authorization", locationType: "header" },
  );

export const insufficientScope = () =>
  new GoogleApiError(
    403,
    "Request had insufficient authentication scopes.",
    "insufficientPermissions",
  );

export const noPermission = (siteUrl: string) =>
  new GoogleApiError(
    403,
    `User does not have sufficient permission for site '${siteUrl}'. See also: https://support.google.com/webmasters/answer/2451999.`,
    "forbidden",
  );

export const notFound = (path: string) =>
  new GoogleApiError(404, `The requested URL ${path} was not found on this server.`, "notFound");
