import { reportSessionRejected } from "@/lib/session-rejection";
import { requestLanguage, requestLanguageHeaders } from "@/lib/request-language";
import { sessionSignal } from "@/lib/session-end";
import { httpErrorWords } from "@/content/http-error";
import { getSupabase } from "@/lib/supabase";

/**
 * A failed edge-function call, carrying the server's own words (`{ "error": "..." }`), the HTTP
 * status (null when no answer arrived) and whether trying again could help (network, 5xx, 429).
 */
export class FunctionCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "FunctionCallError";
  }
}

/** The message for an error answer without a readable body, in the chosen language (Dutch unless English was chosen). */
export function httpErrorMessage(status: number): string {
  return (requestLanguage() === "en" ? httpErrorWords.en : httpErrorWords.nl)(status);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonBlank(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** The body's own words: `{ error }`, `{ message }`, `{ msg }` or a plain string (not an HTML page). */
export function messageFromBody(text: string): string | null {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: a plain text body is used as is.
  }
  if (isRecord(body)) return nonBlank(body.error) ?? nonBlank(body.message) ?? nonBlank(body.msg);
  const plain = nonBlank(body);
  if (!plain || plain.startsWith("<")) return null;
  return plain.slice(0, 300);
}

/**
 * Turns supabase-js's FunctionsError into a FunctionCallError: for an HTTP answer
 * (FunctionsHttpError, whose `context` is the unread Response) the body's message, else
 * the status in words (httpErrorMessage); a thrown fetch (offline, CORS) keeps supabase-js's own message.
 */
export async function toFunctionCallError(error: {
  message: string;
  context?: unknown;
}): Promise<FunctionCallError> {
  const response = error.context;
  if (response instanceof Response) {
    const text = await response.text().catch(() => "");
    const status = response.status;
    return new FunctionCallError(
      messageFromBody(text) ?? httpErrorMessage(status),
      status,
      status >= 500 || status === 429,
    );
  }
  return new FunctionCallError(error.message, null, true);
}

export type FunctionMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Calls `/functions/v1/<name>` with the signed-in user's token (supabase-js adds it) and returns
 * the answer unchecked (POST unless `options.method` says otherwise). Every error answer becomes a
 * FunctionCallError with the server's message. Use invokeFunction, which also checks the answer's
 * shape, unless the answer is no JSON object (a file download) or is read leniently on purpose.
 */
export async function callFunction(
  name: string,
  body?: unknown,
  options: { method?: FunctionMethod } = {},
): Promise<unknown> {
  const supabase = await getSupabase();
  // The customer's chosen language, so the function's messages come back in it.
  const headers = requestLanguageHeaders();
  // Aborted when this session ends (Sign Out): its answer must not reach the signed-out screen.
  const signal = sessionSignal();
  const { data, error } = await supabase.functions.invoke(name, {
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
    ...(options.method ? { method: options.method } : {}),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    signal,
  });
  // Nothing to retry or report: the session this call belonged to is over.
  if (signal.aborted) throw new FunctionCallError("The session ended", null, false);
  if (error) {
    const failure = await toFunctionCallError(error);
    if (failure.status === 401) reportSessionRejected();
    throw failure;
  }
  return data as unknown;
}

/** Retries only what can recover (network, 5xx, 429), up to the app default of 3 (docs/product.md §9). */
export function retryRecoverable(failureCount: number, error: unknown): boolean {
  return error instanceof FunctionCallError && error.retryable && failureCount < 3;
}
