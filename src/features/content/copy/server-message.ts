import { FunctionCallError, httpErrorMessage } from "@/lib/call-function";

/**
 * The words to show for a failed content call: the function's own message when it refused the
 * request (4xx with a message; it words it in the language the browser asked for), else
 * `fallback`, ours. A server failure, no answer (offline), a bare status or an answer that broke
 * the contract carry nothing for the customer in the error's own text (a status code,
 * supabase-js's or our developer English).
 */
export function serverMessage(error: Error, fallback: string): string {
  const refused =
    error instanceof FunctionCallError &&
    error.status !== null &&
    error.status < 500 &&
    error.message !== httpErrorMessage(error.status);
  return refused ? error.message : fallback;
}
