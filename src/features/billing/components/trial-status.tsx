import { BusyButton } from "@/components/ui/busy-button";
import { paths } from "@/config/paths";
import { billingContent } from "@/content/billing";
import { formatDateTimeLong } from "@/lib/format";
import { useCustomerPortal } from "../hooks/use-customer-portal";
import { trialDaysLeft } from "../model";

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
  const copy = billingContent.trial;
  const portal = useCustomerPortal(paths.dashboard, "payment_method_update");
  const end = formatDateTimeLong(trialEnd);
  return (
    <div className="mt-2 flex flex-col items-start gap-2" data-testid="trial-status">
      <p className="text-sm font-semibold text-primary">{copy.daysLeft(trialDaysLeft(trialEnd))}</p>
      <p className="text-sm text-muted-foreground">
        {paymentMethod ? copy.withPaymentMethod(end) : copy.withoutPaymentMethod(end)}
      </p>
      {!paymentMethod && (
        <BusyButton
          type="button"
          size="sm"
          // The card can be narrow (five to a row): let the label wrap rather than overflow.
          className="h-auto min-h-9 w-full whitespace-normal py-2"
          busy={portal.opening}
          busyLabel={copy.opening}
          onClick={portal.open}
        >
          {copy.addPaymentMethod}
        </BusyButton>
      )}
    </div>
  );
}
