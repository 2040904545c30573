import { queryOptions, useQuery } from "@tanstack/react-query";
import { reportListSchema, type ReportList } from "@contract/reports";
import { retryRecoverable } from "@/lib/call-function";
import { invokeFunction } from "@/lib/invoke-function";
import { reportKeys } from "./query-keys";

/** GET /functions/v1/reports → the customer's reports, newest first. */
export async function getReports(): Promise<ReportList> {
  return invokeFunction("reports", { method: "GET", schema: reportListSchema });
}

export function useReports() {
  return useQuery(
    queryOptions({ queryKey: reportKeys.list(), queryFn: getReports, retry: retryRecoverable }),
  );
}
