import { queryOptions, useQuery } from "@tanstack/react-query";
import { reportPageSchema, type ReportPage } from "@contract/reports";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { reportKeys } from "./query-keys";

/** The report with its "Organisch verkeer uit Google", read live by the function. */
export async function getReport(id: string): Promise<ReportPage> {
  return invokeFunction(`reports?id=${encodeURIComponent(id)}`, {
    method: "GET",
    schema: reportPageSchema,
  });
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
