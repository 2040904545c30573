import { reportPdfLinkSchema } from "@contract/reports";
import { invokeFunction } from "@/lib/invoke-function";

/** A link valid for a few minutes that downloads the PDF (the browser follows it itself). */
export async function getReportPdfLink(id: string): Promise<string> {
  const answer = await invokeFunction(`reports?id=${encodeURIComponent(id)}&format=pdf`, {
    method: "GET",
    schema: reportPdfLinkSchema,
  });
  return answer.url;
}
