import {
  KEYWORD_DATA_CATALOGUE,
  KEYWORD_DATA_FIELDS,
  keywordDataRequestSchema,
  type KeywordDataAnswer,
} from "../_shared/contract/keyword-data.ts";
import { getSql } from "../_shared/db.ts";
import { json } from "../_shared/http.ts";
import { dutchIdeas } from "../_shared/keyword-data/dutch-ideas.ts";
import { signedInJsonRequest } from "../_shared/request.ts";
import { providerFigures } from "./provider-figures.ts";
import { searchConsoleFigures } from "./search-console-figures.ts";

/**
 * POST /functions/v1/keyword-data  { keyword }
 * -> 200 { keyword, searchConsole, provider, ideas } (supabase/functions/_shared/contract/keyword-data.ts)
 *
 * The SEO helper's keyword tool: only measured figures — the signed-in customer's own Search
 * Console data and the keyword-data provider's Google Ads figures — and Dutch ideas without any
 * number. Runs unchanged in Deno (index.ts) and in the emulator.
 */
export async function handler(req: Request): Promise<Response> {
  const request = await signedInJsonRequest(req, keywordDataRequestSchema, {
    fields: KEYWORD_DATA_FIELDS,
    catalogues: [KEYWORD_DATA_CATALOGUE],
  });
  if (!request.ok) return request.response;
  const { keyword } = request.body;
  const sql = getSql();
  const userId = request.user.id;

  const [searchConsole, provider, [profile]] = await Promise.all([
    searchConsoleFigures(sql, userId, keyword),
    providerFigures(keyword),
    sql<{ region: string | null }[]>`
      select region from public.business_profiles where user_id = ${userId}`,
  ]);
  const known = [
    ...(searchConsole.status === "measured" ? searchConsole.related.map((row) => row.key) : []),
    ...(provider.status === "measured" ? provider.suggestions.map((row) => row.keyword) : []),
  ];
  const answer: KeywordDataAnswer = {
    keyword,
    searchConsole,
    provider,
    // Ideas only when nothing measured suggests a related keyword.
    ideas: known.length === 0 ? dutchIdeas(keyword, profile?.region ?? null, known) : [],
  };
  return json(answer, 200, { "Cache-Control": "no-store" });
}
