import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  reportListSchema,
  reportPageSchema,
  reportPdfLinkSchema,
  type ReportList,
  type ReportPage,
} from "@contract/reports";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";

export const reportKeys = {
  all: ["reports"] as const,
  list: () => [...reportKeys.all, "list"] as const,
  detail: (id: string) => [...reportKeys.all, "detail", id] as const,
};

export async function getReports(): Promise<ReportList> {
  return invokeFunction("reports", { method: "GET", schema: reportListSchema });
}

/** The report with its "Organisch verkeer uit Google", read live by the function. */
export async function getReport(id: string): Promise<ReportPage> {
  return invokeFunction(`reports?id=${encodeURIComponent(id)}`, {
    method: "GET",
    schema: reportPageSchema,
  });
}

/** A link valid for a few minutes that downloads the PDF (the browser follows it itself). */
export async function getReportPdfLink(id: string): Promise<string> {
  const answer = await invokeFunction(`reports?id=${encodeURIComponent(id)}&format=pdf`, {
    method: "GET",
    schema: reportPdfLinkSchema,
  });
  return answer.url;
}

export function useReports() {
  return useQuery(
    queryOptions({ queryKey: reportKeys.list(), queryFn: getReports, retry: retryRecoverable }),
  );
}

export function useReport(id: string) {
  return useQuery(
    queryOptions({
      queryKey: reportKeys.detail(id),
      queryFn: () => getReport(id),
      retry: retryRecoverable,
    }),
  );
}
