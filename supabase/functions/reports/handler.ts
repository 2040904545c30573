import { pdfIncluded, REPORT_CATALOGUE, type Report } from "../_shared/contract/reports.ts";
import { getCaller } from "../_shared/auth.ts";
import { corsHeaders } from "../_shared/cors.ts";
import { getSql, type Sql } from "../_shared/db.ts";
import { errorResponse, json } from "../_shared/http.ts";
import { listReports } from "../_shared/report/list-reports.ts";
import { followPlan } from "../_shared/report/follow-plan.ts";
import { readOrganicTraffic } from "../_shared/report/organic-traffic.ts";
import { brandingForUser } from "../_shared/report/report-branding.ts";
import { renderReportPdf } from "../_shared/report/render-pdf.ts";
import { reportPdfLink } from "../_shared/report/pdf-link.ts";
import { checkReportLink } from "../_shared/report/signed-link.ts";
import { startRequest } from "../_shared/request.ts";
import { isUuid } from "../_shared/uuid.ts";

interface ReportRow {
  id: string;
  user_id: string;
  created_at: Date;
  site_url: string;
  score: number | null;
  pages_scanned: number;
  kind: "checklist" | "full";
  report: Report;
}

/**
 * GET /functions/v1/reports (contract/reports.ts). verify_jwt = false because a PDF download link
 * carries its own signature instead of a session; every other call needs the owner's session.
 */
export async function handler(req: Request): Promise<Response> {
  // A signed download link needs no session, so the caller is asked only further down.
  const start = startRequest(req, ["GET"]);
  if (!start.ok) return start.response;
  const { locale } = start;
  const messages = REPORT_CATALOGUE[locale];
  const url = new URL(req.url);
  const id = url.searchParams.get("id");
  if (id !== null && !isUuid(id)) return errorResponse(400, messages.invalidId);

  try {
    const sql = getSql();
    if (url.searchParams.has("signature")) return await download(sql, url, id, messages);

    const caller = await getCaller(req);
    if (!caller.ok) return caller.response;
    const userId = caller.user.id;
    await followPlan(sql, userId);
    if (id === null) return json({ reports: await listReports(sql, userId) });

    const [row] = await sql<ReportRow[]>`
      select id, user_id, created_at, site_url, score, pages_scanned, kind, report
      from public.reports where id = ${id} and user_id = ${userId}`;
    if (!row) return errorResponse(404, messages.notFound);
    if (url.searchParams.get("format") === "pdf") {
      if (!pdfIncluded(row.kind)) return errorResponse(403, messages.pdfNotIncluded);
      return json({ url: await reportPdfLink(row.id) });
    }
    const organicTraffic = await readOrganicTraffic(sql, userId, row.created_at.toISOString());
    return json({ id: row.id, report: row.report, organicTraffic });
  } catch (error) {
    console.error("reports: failed", error);
    return errorResponse(503, messages.unavailable);
  }
}

async function download(
  sql: Sql,
  url: URL,
  id: string | null,
  messages: (typeof REPORT_CATALOGUE)["en"],
): Promise<Response> {
  if (id === null) return errorResponse(400, messages.linkInvalid);
  const check = await checkReportLink(
    id,
    url.searchParams.get("expires") ?? "",
    url.searchParams.get("signature") ?? "",
  );
  if (check === "expired") return errorResponse(410, messages.linkExpired);
  if (check === "invalid") return errorResponse(403, messages.linkInvalid);
  const [row] = await sql<ReportRow[]>`
    select id, user_id, created_at, site_url, score, pages_scanned, kind, report
    from public.reports where id = ${id}`;
  if (!row) return errorResponse(404, messages.notFound);
  const pdf = await renderReportPdf(
    row.report,
    await brandingForUser(sql, row.user_id),
    await readOrganicTraffic(sql, row.user_id, row.created_at.toISOString()),
  );
  const day = row.created_at.toISOString().slice(0, 10);
  // A fresh ArrayBuffer-backed copy: Deno's BodyInit does not take a Uint8Array over any buffer.
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      ...corsHeaders,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="seo-rapport-${day}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
