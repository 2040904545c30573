import type { BillingRefund } from "@contract/billing";
import { planByPriceId } from "@contract/plans";
import { formatPrice, useLocale, useT } from "@/i18n";
import { useSubscription } from "../api/check-subscription";

/**
 * What Vindbaar did with the customer's money lately, above the dashboard: a second subscription
 * (two tabs) it ended and refunded, or the money-back guarantee the customer used. The server
 * sends refunds of the last weeks only.
 */
export function BillingNotices() {
  const refunds = useSubscription().data?.refunds ?? [];
  const { t } = useT("billing", { keyPrefix: "refunds" });
  const locale = useLocale();
  if (refunds.length === 0) return null;

  function message(refund: BillingRefund): string {
    const amount = formatPrice(refund.amount_cents / 100, locale);
    if (refund.reason === "money_back") return t("moneyBack", { amount });
    const plan = planByPriceId(refund.price_id)?.name ?? t("otherPlan");
    return refund.amount_cents > 0
      ? t("duplicate", { plan, amount })
      : t("duplicateFree", { plan });
  }
  return (
    <div role="status" className="flex flex-col gap-2" data-testid="billing-notices">
      {refunds.map((refund) => (
        <p
          key={`${refund.reason}-${refund.created_at}`}
          className="rounded-lg border border-primary/30 bg-secondary p-4 text-sm"
        >
          {message(refund)}
        </p>
      ))}
    </div>
  );
}
