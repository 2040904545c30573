import { CreditCard } from "lucide-react";
import { BusyButton } from "@/components/ui/busy-button";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { dashboardContent } from "@/content/dashboard";
import { planForId } from "@/content/plans";
import { formatDateTimeLong, formatEuro } from "@/lib/format";
import { useCustomerPortal } from "../hooks/use-customer-portal";
import { entitledPlan } from "../model";
import { DiscountLine } from "./discount-line";
import { MoneyBackRequest } from "./money-back-request";
import { TrialStatus } from "./trial-status";
import type { CheckSubscriptionResponse } from "@contract/billing";

export interface SubscriptionCardProps {
  /** The check-subscription answer; undefined while loading or after a failure. */
  subscription: CheckSubscriptionResponse | undefined;
  loading: boolean;
  failed: boolean;
  /** Right after checkout, while the webhook may still be on its way. */
  activating?: boolean;
}

/**
 * The dashboard's payment card (docs/decisions/008): the real plan, price, status and next invoice
 * from check-subscription, or a clear 'No subscription yet'. A failed check is not "no plan". A
 * running discount, a free trial (days left, adding a payment method) and the money-back
 * guarantee (while it applies) are shown by their own components.
 */
export function SubscriptionCard({
  subscription,
  loading,
  failed,
  activating = false,
}: SubscriptionCardProps) {
  const copy = dashboardContent.subscription;
  const facts = entitledPlan(subscription);
  const plan = planForId(facts?.id);

  return (
    <Card className="flex h-full flex-col" data-testid="subscription-card">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{copy.title}</CardTitle>
        <CreditCard className="size-5 text-primary" aria-hidden="true" />
      </CardHeader>
      {loading ? (
        <CardContent className="flex-1" role="status">
          <span className="sr-only">{copy.loading}</span>
          <div aria-hidden="true" className="flex flex-col gap-2">
            <div className="h-6 w-2/3 animate-pulse rounded bg-muted" />
            <div className="h-4 w-full animate-pulse rounded bg-muted" />
          </div>
        </CardContent>
      ) : failed ? (
        <CardContent className="flex-1">
          <p className="text-sm text-muted-foreground">{copy.error}</p>
        </CardContent>
      ) : subscription && plan && facts ? (
        <ActiveSubscription subscription={subscription} planName={plan.name} price={plan.price} />
      ) : (
        <>
          <CardContent className="flex-1">
            <p className="text-lg font-semibold">{copy.status}</p>
            <p className="text-sm text-muted-foreground">
              {activating ? copy.activating : copy.description}
            </p>
          </CardContent>
          <CardFooter>
            <Button asChild size="sm" variant="accent">
              <Link to={copy.href}>{copy.cta}</Link>
            </Button>
          </CardFooter>
        </>
      )}
    </Card>
  );
}

function ActiveSubscription({
  subscription,
  planName,
  price,
}: {
  subscription: CheckSubscriptionResponse;
  planName: string;
  price: number;
}) {
  const copy = dashboardContent.subscription;
  const portal = useCustomerPortal(paths.dashboard);
  const endsAt = subscription.subscription_end ? Date.parse(subscription.subscription_end) : NaN;
  const end = Number.isNaN(endsAt) ? null : formatDateTimeLong(new Date(endsAt).toISOString());
  return (
    <>
      <CardContent className="flex flex-1 flex-col gap-1">
        <p className="text-lg font-semibold">{copy.planName(planName)}</p>
        <p className="text-sm">
          <span className="font-semibold">{formatEuro(price)}</span> {copy.perMonth}{" "}
          <span className="text-muted-foreground">{copy.exclVat}</span>
        </p>
        {subscription.discount && <DiscountLine discount={subscription.discount} />}
        {subscription.status && (
          <p className="text-sm">
            {copy.statusLabel}: {copy.statuses[subscription.status]}
          </p>
        )}
        {subscription.trial_end ? (
          <TrialStatus
            trialEnd={subscription.trial_end}
            paymentMethod={subscription.payment_method ?? false}
          />
        ) : (
          end &&
          (subscription.cancel_at_period_end ? (
            <p className="text-sm font-medium text-destructive">{copy.cancelling(end)}</p>
          ) : (
            <p className="text-sm text-muted-foreground">{copy.nextInvoice(end)}</p>
          ))
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap items-start gap-3">
        <BusyButton
          type="button"
          size="sm"
          variant="outline"
          busy={portal.opening}
          busyLabel={copy.opening}
          onClick={portal.open}
        >
          {copy.manage}
        </BusyButton>
        {subscription.money_back && <MoneyBackRequest moneyBack={subscription.money_back} />}
      </CardFooter>
    </>
  );
}
