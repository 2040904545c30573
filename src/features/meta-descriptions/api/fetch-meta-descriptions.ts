import { metaDescriptionsContent as copy } from "@/content/seo-helper";
import { getSupabase } from "@/lib/supabase";

export interface MetaDescriptionInput {
  name: string;
  description: string;
}

/** A failed call, with whether trying again could help (network, 5xx, 429) or not (4xx). */
export class MetaDescriptionsError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "MetaDescriptionsError";
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonBlank(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** The body's own words: `{ message }`, `{ error }`, `{ msg }` or a plain string (not an HTML page). */
function messageFromBody(text: string): string | null {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: a plain text body is used as is.
  }
  if (isRecord(body)) return nonBlank(body.message) ?? nonBlank(body.error) ?? nonBlank(body.msg);
  const plain = nonBlank(body);
  if (!plain || plain.startsWith("<")) return null;
  return plain.slice(0, 300);
}

/**
 * Turns supabase-js's FunctionsError into the spec's message (§8): the body's message or string
 * when there is one, else 'HTTP error! Status: <code>'. A thrown fetch (offline, CORS) keeps
 * supabase-js's own message.
 */
export async function toMetaDescriptionsError(error: {
  message: string;
  context?: unknown;
}): Promise<MetaDescriptionsError> {
  const response = error.context;
  if (response instanceof Response) {
    const text = await response.text().catch(() => "");
    const status = response.status;
    return new MetaDescriptionsError(
      messageFromBody(text) ?? copy.httpError(status),
      status >= 500 || status === 429,
    );
  }
  return new MetaDescriptionsError(error.message, true);
}

/** The answer is an object whose values are the suggestions (spec §3); an array is accepted too. */
export function suggestionsFrom(data: unknown): string[] {
  const values = Array.isArray(data) ? data : isRecord(data) ? Object.values(data) : [];
  const suggestions = values.filter(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  if (suggestions.length === 0) throw new MetaDescriptionsError(copy.unexpectedAnswer, false);
  return suggestions;
}

export async function fetchMetaDescriptions(input: MetaDescriptionInput): Promise<string[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke("meta-descriptions", { body: input });
  if (error) throw await toMetaDescriptionsError(error);
  return suggestionsFrom(data);
}
