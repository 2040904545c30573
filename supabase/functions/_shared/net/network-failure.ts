/**
 * Why a connection failed, from what the runtime's fetch threw: Node (undici) puts the system
 * error code on `cause.code`; Deno only says it in the message ("tcp connect error: Connection
 * refused", "invalid peer certificate: Expired"). The kinds are what a customer can act on.
 */
export type NetworkFailure = "refused" | "tls" | "reset" | "unreachable" | "other";

const TLS_CODE = /^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH)/;
const TLS_TEXT = /certificate|\btls\b|\bssl\b|handshake|corrupt message|InvalidContentType/i;

function parts(error: unknown): { codes: string[]; text: string } {
  const codes: string[] = [];
  const texts: string[] = [];
  let current: unknown = error;
  // The interesting part sits one or two causes deep; stop there so a cycle cannot hang us.
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string") codes.push(code);
    if (typeof message === "string") texts.push(message);
    current = cause;
  }
  return { codes, text: texts.join(" | ") };
}

export function classifyNetworkError(error: unknown): NetworkFailure {
  const { codes, text } = parts(error);
  const has = (...wanted: string[]) => codes.some((code) => wanted.includes(code));
  if (has("ECONNREFUSED") || /connection refused/i.test(text)) return "refused";
  if (codes.some((code) => TLS_CODE.test(code)) || TLS_TEXT.test(text)) return "tls";
  if (
    has("ECONNRESET", "EPIPE", "UND_ERR_SOCKET", "UND_ERR_CLOSED") ||
    /connection (reset|closed)|other side closed|broken pipe/i.test(text)
  ) {
    return "reset";
  }
  if (has("EHOSTUNREACH", "ENETUNREACH") || /unreachable/i.test(text)) return "unreachable";
  return "other";
}

/** A short technical summary for logs: the codes and messages of the error and its causes. */
export function networkErrorDetail(error: unknown): string {
  const { codes, text } = parts(error);
  return [codes.join(","), text].filter(Boolean).join(" ").slice(0, 500);
}
