import { analysisResultSchema } from "@contract/analyzer";
import { seoAnalyzerContent as copy } from "@/content/seo-analyzer";
import { httpErrorMessage, messageFromBody } from "@/lib/call-function";
import { fetchPublicFunction } from "@/lib/public-function";
import { getSupabase, hasStoredSession } from "@/lib/supabase";
import { AnalysisError } from "./analyzer-errors";

/**
 * The signed-in visitor's access token, so their analyses land in their history. Only a browser
 * with a stored session loads supabase-js for it; visitors call with the anon key.
 */
async function accessToken(): Promise<string | undefined> {
  if (!hasStoredSession()) return undefined;
  try {
    const { data } = await (await getSupabase()).auth.getSession();
    return data.session?.access_token;
  } catch {
    return undefined;
  }
}

/**
 * One call to the public `analyze-site` function, with the session when there is one. Not through
 * invokeFunction: visitors call it too, and public pages must not load supabase-js for it.
 */
export async function callAnalyzer(init: {
  method: "GET" | "POST";
  query?: string;
  body?: unknown;
  headers?: Record<string, string>;
}) {
  let response: Response;
  try {
    response = await fetchPublicFunction(`analyze-site${init.query ?? ""}`, {
      method: init.method,
      body: init.body,
      accessToken: await accessToken(),
      headers: init.headers,
    });
  } catch {
    throw new AnalysisError(copy.networkError, null);
  }
  const text = await response.text().catch(() => "");
  if (!response.ok) {
    throw new AnalysisError(
      messageFromBody(text) ?? httpErrorMessage(response.status),
      response.status,
    );
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Falls through to the schema check.
  }
  const parsed = analysisResultSchema.safeParse(body);
  if (!parsed.success) throw new AnalysisError(copy.unexpectedAnswer, response.status);
  return parsed.data;
}
