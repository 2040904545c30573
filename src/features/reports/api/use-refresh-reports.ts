import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { reportKeys } from "./query-keys";

/** A finished scan brings a new report: the lists that show reports must fetch again. */
export function useRefreshReports() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
    [queryClient],
  );
}
