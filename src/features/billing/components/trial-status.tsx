import { BusyButton } from "@/components/ui/busy-button";
import { paths } from "@/config/paths";
import { formatDayInAmsterdam, useLocale, useT } from "@/i18n";
import { useCustomerPortal } from "../hooks/use-customer-portal";
import { usePortalFailure } from "../hooks/use-portal-failure";
import { trialDaysLeft } from "../model";
import { portalReturnPath } from "../portal-return";

export interface TrialStatusProps {
  /** End of the trial (ISO 8601). */
  trialEnd: string;
  /** A payment method is on file: the subscription continues after the trial. */
  paymentMethod: boolean;
}

/**
 * A running free trial on the subscription card: "Proefperiode: nog N dagen", and what happens at
 * its end. Without a payment method, 'Betaalmethode toevoegen' opens the billing portal straight
 * at adding one.
 */
export function TrialStatus({ trialEnd, paymentMethod }: TrialStatusProps) {
  const { t } = useT("billing", { keyPrefix: "trial" });
  const locale = useLocale();
  const portal = useCustomerPortal(
    portalReturnPath(paths.dashboard),
    usePortalFailure(),
    "payment_method_update",
  );
  const end = formatDayInAmsterdam(trialEnd, locale);
  const daysLeft = trialDaysLeft(trialEnd);
  return (
    <div className="mt-2 flex flex-col items-start gap-2" data-testid="trial-status">
      <p className="text-sm font-semibold text-primary">
        {daysLeft <= 0 ? t("endsToday") : t("daysLeft", { count: daysLeft })}
      </p>
      <p className="text-sm text-muted-foreground">
        {paymentMethod
          ? t("withPaymentMethod", { date: end })
          : t("withoutPaymentMethod", { date: end })}
      </p>
      {!paymentMethod && (
        <BusyButton
          type="button"
          size="sm"
          // The card can be narrow (five to a row): let the label wrap rather than overflow.
          className="h-auto min-h-9 w-full whitespace-normal py-2"
          busy={portal.opening}
          busyLabel={t("opening")}
          onClick={portal.open}
        >
          {t("addPaymentMethod")}
        </BusyButton>
      )}
    </div>
  );
}
