import type { SubscriptionDiscount } from "@contract/billing";
import { formatDayInAmsterdam, formatPrice, useLocale, useT } from "@/i18n";
import { lastDiscountedDay } from "../model";

/**
 * A running discount (COMEBACK50) in one line: "€ 24,50 per maand t/m 25 februari 2027, daarna
 * € 49" (excl. btw, like the plan price above it).
 */
export function DiscountLine({ discount }: { discount: SubscriptionDiscount }) {
  const { t } = useT("billing", { keyPrefix: "discount" });
  const locale = useLocale();
  const discounted = formatPrice(discount.amount_cents / 100, locale);
  const text = discount.until
    ? t("until", {
        discounted,
        lastDay: formatDayInAmsterdam(lastDiscountedDay(discount.until), locale),
        full: formatPrice(discount.full_amount_cents / 100, locale),
      })
    : t("forever", { discounted });
  return (
    <p className="text-sm font-medium text-success" data-testid="subscription-discount">
      {text}
    </p>
  );
}
