/**
 * The public API's stable error codes, per HTTP status, as plain data (no imports, no zod): the
 * `api` function answers every error as `{ "error": "<text>", "code": "<code>" }`, the text in
 * the request's language (Accept-Language: Dutch by default, English for `en`) and the code the
 * same in every language, so scripts can branch on `code` and show `error`. The OpenAPI document
 * and the prerendered /api-documentation page list the same codes from this table.
 * A code, once published, is never renamed or reused.
 */
export const PUBLIC_API_ERROR_CODES_BY_STATUS = {
  400: ["invalid_json"],
  401: ["missing_api_key", "invalid_api_key", "revoked_api_key"],
  403: ["no_api_access", "subscription_ended", "pdf_not_included"],
  404: ["not_found", "report_not_found"],
  405: ["method_not_allowed"],
  409: ["business_profile_missing", "search_console_not_connected", "search_console_no_data"],
  422: ["invalid_input", "invalid_query"],
  429: ["rate_limited", "content_quota_reached"],
  502: ["content_failed"],
  503: ["unavailable", "content_unavailable"],
} as const;

type ByStatus = typeof PUBLIC_API_ERROR_CODES_BY_STATUS;
export type PublicApiErrorStatus = keyof ByStatus;
export type PublicApiErrorCode = ByStatus[PublicApiErrorStatus][number];

/** Every code, in the table's order. */
export const PUBLIC_API_ERROR_CODES = Object.values(PUBLIC_API_ERROR_CODES_BY_STATUS).flat() as [
  PublicApiErrorCode,
  ...PublicApiErrorCode[],
];
