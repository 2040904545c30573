import type { z } from "zod";
import { callFunction, FunctionCallError, type FunctionMethod } from "@/lib/call-function";

export interface InvokeOptions<S extends z.ZodType> {
  /** The JSON body; none for a GET or a DELETE. */
  body?: unknown;
  /** POST unless said otherwise. */
  method?: FunctionMethod;
  /** The answer's shape: an answer that does not match is an error, never passed on. */
  schema: S;
  /**
   * The error's message when the answer does not match: "Unexpected answer from <function>" unless
   * given. A function is asked only then, so a translated text follows the language chosen by then.
   */
  unexpectedAnswer?: string | (() => string);
}

/** The function's own name from what is called, e.g. `reports` from `reports?id=…&format=pdf`. */
function functionName(path: string): string {
  return path.split(/[/?]/, 1)[0] ?? path;
}

/**
 * Calls `/functions/v1/<name>` (callFunction: the user's token, the chosen language, the server's
 * `{ error }` as a FunctionCallError) and returns the answer parsed by `schema`. An answer of
 * another shape throws a FunctionCallError without a status that is not worth retrying: the
 * browser and the function disagree on the contract, and asking again would not change that.
 */
export async function invokeFunction<S extends z.ZodType>(
  name: string,
  { body, method, schema, unexpectedAnswer }: InvokeOptions<S>,
): Promise<z.output<S>> {
  // Only a named method is passed on, so the call reads exactly as a hand-written one would.
  const answer = await (method ? callFunction(name, body, { method }) : callFunction(name, body));
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  const message =
    typeof unexpectedAnswer === "function"
      ? unexpectedAnswer()
      : (unexpectedAnswer ?? `Unexpected answer from ${functionName(name)}`);
  throw new FunctionCallError(message, null, false);
}
