import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  reportListSchema,
  reportPageSchema,
  reportPdfLinkSchema,
  type ReportList,
  type ReportPage,
} from "@contract/reports";
import { FunctionCallError, invokeFunction, retryRecoverable } from "@/lib/invoke-function";

export const reportKeys = {
  all: ["reports"] as const,
  list: () => [...reportKeys.all, "list"] as const,
  detail: (id: string) => [...reportKeys.all, "detail", id] as const,
};

function parse<T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  answer: unknown,
): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new FunctionCallError("Unexpected answer from reports", null, false);
  return parsed.data as T;
}

export async function getReports(): Promise<ReportList> {
  return parse(reportListSchema, await invokeFunction("reports", undefined, { method: "GET" }));
}

/** The report with its "Organisch verkeer uit Google", read live by the function. */
export async function getReport(id: string): Promise<ReportPage> {
  return parse(
    reportPageSchema,
    await invokeFunction(`reports?id=${encodeURIComponent(id)}`, undefined, { method: "GET" }),
  );
}

/** A link valid for a few minutes that downloads the PDF (the browser follows it itself). */
export async function getReportPdfLink(id: string): Promise<string> {
  const answer = await invokeFunction(
    `reports?id=${encodeURIComponent(id)}&format=pdf`,
    undefined,
    {
      method: "GET",
    },
  );
  return parse(reportPdfLinkSchema, answer).url;
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
