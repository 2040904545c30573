import type { SubscriptionDiscount } from "@contract/billing";
import { billingContent } from "@/content/billing";
import { formatDateTimeLong, formatEuro } from "@/lib/format";
import { lastDiscountedDay } from "../model";

/**
 * A running discount (COMEBACK50) in one line: "€ 24,50 per maand t/m 25 februari 2027, daarna
 * € 49" (excl. btw, like the plan price above it).
 */
export function DiscountLine({ discount }: { discount: SubscriptionDiscount }) {
  const discounted = formatEuro(discount.amount_cents / 100);
  const text = discount.until
    ? billingContent.discount(
        discounted,
        formatDateTimeLong(lastDiscountedDay(discount.until)),
        formatEuro(discount.full_amount_cents / 100),
      )
    : billingContent.discountForever(discounted);
  return (
    <p className="text-sm font-medium text-success" data-testid="subscription-discount">
      {text}
    </p>
  );
}
