import {
  SITE_FACT_REVIEW_CATALOGUE,
  SITE_FACT_FIELDS,
  setSiteFactHiddenSchema,
  type SiteFactList,
} from "../_shared/contract/site-fact-review.ts";
import { getSql } from "../_shared/db.ts";
import { loadFactsForReview, setFactHidden } from "../_shared/facts/fact-store.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { parseJsonBody } from "../_shared/validate.ts";
import { startSignedIn } from "../_shared/request.ts";

/**
 * /functions/v1/site-facts: what the latest scan found on the signed-in customer's site
 * (contract/site-fact-review.ts), for the list in Bedrijfsprofiel.
 *   GET                   → { scan, facts } with hidden facts, so they can be shown again
 *   PATCH { id, hidden }  → { fact }; 404 for an unknown id or another customer's fact
 * No plan is needed: hiding a wrong fact is always allowed, and the writers only run with a plan.
 */
export async function handler(req: Request): Promise<Response> {
  const start = await startSignedIn(req, ["GET", "PATCH"]);
  if (!start.ok) return start.response;
  const { locale } = start;
  const messages = SITE_FACT_REVIEW_CATALOGUE[locale];
  const userId = start.user.id;

  try {
    const sql = getSql();
    if (req.method === "GET") {
      const { scan, facts } = await loadFactsForReview(sql, userId);
      const list: SiteFactList = {
        scan: scan
          ? { siteUrl: scan.siteUrl, finishedAt: scan.finishedAt?.toISOString() ?? null }
          : null,
        facts,
      };
      return json(list);
    }

    const body = await parseJsonBody(req, setSiteFactHiddenSchema, {
      locale,
      fields: SITE_FACT_FIELDS,
      catalogues: [SITE_FACT_REVIEW_CATALOGUE],
    });
    if (!body.ok) return body.response;
    const fact = await setFactHidden(sql, userId, body.data.id, body.data.hidden);
    return fact ? json({ fact }) : errorResponse(404, messages.notFound);
  } catch (error) {
    console.error("site-facts: failed", error);
    return errorResponse(503, messages.unavailable);
  }
}
