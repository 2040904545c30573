import { useMutation, useQueryClient } from "@tanstack/react-query";
import { moneyBackResponseSchema, type MoneyBackResponse } from "@contract/billing";
import { invokeFunction } from "@/lib/invoke-function";
import { billingKeys } from "./query-keys";

export const UNEXPECTED_MONEY_BACK_ANSWER = "Unexpected answer from money-back";

/** POST /functions/v1/money-back: ends the subscription now and refunds the first payment. */
export async function requestMoneyBack(): Promise<MoneyBackResponse> {
  return invokeFunction("money-back", {
    body: { confirm: true },
    schema: moneyBackResponseSchema,
    unexpectedAnswer: UNEXPECTED_MONEY_BACK_ANSWER,
  });
}

export function useRequestMoneyBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMoneyBack,
    // Either way the subscription changed or our view of it was stale: read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription() }),
  });
}
