import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import {
  ORGANIC_TRAFFIC_TEXT,
  type OrganicTraffic,
} from "../../../supabase/functions/_shared/contract/organic-traffic.ts";
import { assembleReport } from "../../../supabase/functions/_shared/report/assemble-report.ts";
import { renderReportPdf } from "../../../supabase/functions/_shared/report/render-pdf.ts";
import { VINDBAAR_BRANDING } from "../../../supabase/functions/_shared/report/pdf-branding.ts";
import { reportInput } from "./report-fixtures.ts";

async function pdfText(organic: OrganicTraffic | null): Promise<string> {
  const report = assembleReport(reportInput({ plan: "ultimate" }));
  const bytes = await renderReportPdf(report, VINDBAAR_BRANDING, organic);
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("the PDF's Organisch verkeer uit Google", () => {
  it("without a connection explains connecting in text (a PDF has no link to follow)", async () => {
    const text = await pdfText({ status: "not-connected" });
    expect(text).toContain(
      `${ORGANIC_TRAFFIC_TEXT.title} ${ORGANIC_TRAFFIC_TEXT.notConnected} ${ORGANIC_TRAFFIC_TEXT.notConnectedWhere}`,
    );
  });

  it("connected without data says the import is on its way", async () => {
    const text = await pdfText({ status: "no-data" });
    expect(text).toContain(`${ORGANIC_TRAFFIC_TEXT.title} ${ORGANIC_TRAFFIC_TEXT.noData}`);
    expect(text).not.toContain(ORGANIC_TRAFFIC_TEXT.notConnectedWhere);
  });

  it("marks a partly imported month and shows its figures as they are", async () => {
    const text = await pdfText({
      status: "ready",
      period: { from: "2026-10-27", to: "2026-11-23" },
      previousPeriod: { from: "2026-09-29", to: "2026-10-26" },
      totals: { clicks: 12345, impressions: 234567, ctr: 12345 / 234567, position: 7.24 },
      previousTotals: { clicks: 0, impressions: 0, ctr: null, position: null },
      change: { clicks: null, impressions: null },
      months: [
        {
          month: "2026-11",
          from: "2026-11-01",
          to: "2026-11-23",
          clicks: 12345,
          impressions: 234567,
          partial: true,
        },
      ],
      topQueries: [],
      topPages: [],
      winners: [{ query: "desembrood", previousClicks: 0, clicks: 1234, change: 1234 }],
      losers: [],
    });
    expect(text).toContain("Klikken 12.345 0 –");
    expect(text).toContain("CTR 5,3% –");
    expect(text).toContain("Gem. positie 7,2 –");
    expect(text).toContain("november 2026 deels: alleen 1 t/m 23 november 2026 12.345 234.567");
    expect(text).toContain(ORGANIC_TRAFFIC_TEXT.partialNote);
    expect(text).toContain("desembrood 0 1.234 +1.234");
    expect(text).toContain(ORGANIC_TRAFFIC_TEXT.noQueries);
    expect(text).toContain(ORGANIC_TRAFFIC_TEXT.noLosers);
  });

  it("is left out when there is no customer to read it for (a sample report)", async () => {
    expect(await pdfText(null)).not.toContain(ORGANIC_TRAFFIC_TEXT.title);
  });
});
