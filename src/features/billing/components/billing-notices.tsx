import type { BillingRefund } from "@contract/billing";
import { planByPriceId } from "@contract/plans";
import { billingContent } from "@/content/billing";
import { formatEuro } from "@/lib/format";
import { useSubscription } from "../api/check-subscription";

const copy = billingContent.refunds;

function message(refund: BillingRefund): string {
  const amount = formatEuro(refund.amount_cents / 100);
  if (refund.reason === "money_back") return copy.moneyBack(amount);
  const plan = planByPriceId(refund.price_id)?.name ?? copy.otherPlan;
  return refund.amount_cents > 0 ? copy.duplicate(plan, amount) : copy.duplicateFree(plan);
}

/**
 * What Vindbaar did with the customer's money lately, above the dashboard: a second subscription
 * (two tabs) it ended and refunded, or the money-back guarantee the customer used. The server
 * sends refunds of the last weeks only.
 */
export function BillingNotices() {
  const refunds = useSubscription().data?.refunds ?? [];
  if (refunds.length === 0) return null;
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
