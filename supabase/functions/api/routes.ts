import type { Context } from "hono";
import type { Locale } from "../_shared/contract/locale.ts";
import { PUBLIC_API_CATALOGUE, reportQuerySchema } from "../_shared/contract/public-api.ts";
import { pdfIncluded, REPORT_CATALOGUE, type Report } from "../_shared/contract/reports.ts";
import { keywordList } from "../_shared/content/planning/keyword-list.ts";
import { getEnv } from "../_shared/env.ts";
import { json } from "../_shared/http.ts";
import type { ApiCaller } from "../_shared/public-api/authenticate.ts";
import { buildOpenApiDocument } from "../_shared/public-api/openapi.ts";
import { apiError, validationError } from "../_shared/public-api/responses.ts";
import type { Sql } from "../_shared/db.ts";
import { followPlan } from "../_shared/report/follow-plan.ts";
import { listReports } from "../_shared/report/list-reports.ts";
import { reportPdfLink } from "../_shared/report/pdf-link.ts";
import { isUuid } from "../_shared/uuid.ts";

/** What the API-key middleware puts on the context of an authenticated request. */
export type ApiEnv = { Variables: { caller: ApiCaller; sql: Sql; locale: Locale } };
export type ApiContext = Context<ApiEnv>;

/** GET /api/v1/reports: the same list the dashboard's reports function answers. */
export async function listReportsRoute(c: ApiContext): Promise<Response> {
  await followPlan(c.get("sql"), c.get("caller").userId);
  return json({ reports: await listReports(c.get("sql"), c.get("caller").userId) });
}

/** GET /api/v1/reports/{id}[?format=pdf]: the report as JSON, or a short-lived PDF link. */
export async function getReportRoute(c: ApiContext): Promise<Response> {
  const locale = c.get("locale");
  const query = reportQuerySchema.safeParse({ format: c.req.query("format") });
  if (!query.success) {
    return validationError(query.error, { locale, catalogues: [PUBLIC_API_CATALOGUE] });
  }
  const notFound = () =>
    apiError(404, "report_not_found", PUBLIC_API_CATALOGUE[locale].reportNotFound);
  const id = c.req.param("id") ?? "";
  // A malformed id cannot name a report: the same 404 as someone else's id.
  if (!isUuid(id)) return notFound();
  await followPlan(c.get("sql"), c.get("caller").userId);
  const [row] = await c.get("sql")<{ id: string; kind: Report["kind"]; report: Report }[]>`
    select id, kind, report from public.reports
    where id = ${id} and user_id = ${c.get("caller").userId}`;
  if (!row) return notFound();
  if (query.data.format === "pdf") {
    if (!pdfIncluded(row.kind)) {
      return apiError(403, "pdf_not_included", REPORT_CATALOGUE[locale].pdfNotIncluded);
    }
    return json({ url: await reportPdfLink(row.id) });
  }
  return json({ id: row.id, report: row.report });
}

/** GET /api/v1/keywords: the dashboard's keyword list (content module), with Search Console's figures. */
export async function listKeywordsRoute(c: ApiContext): Promise<Response> {
  return json(await keywordList(c.get("sql"), c.get("caller").userId));
}

/** GET /api/v1/openapi.json: public, so tools can read the API before a key exists. */
export function openApiRoute(): Response {
  return json(buildOpenApiDocument(getEnv("SUPABASE_URL") ?? "http://127.0.0.1:54321"));
}
