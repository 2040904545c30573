import { CreditCard } from "lucide-react";
import { BusyButton } from "@/components/ui/busy-button";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { planForId } from "@/content/plans";
import { formatDayInAmsterdam, formatPrice, useLocale, useT } from "@/i18n";
import { useCustomerPortal } from "../hooks/use-customer-portal";
import { usePortalFailure } from "../hooks/use-portal-failure";
import { entitledPlan } from "../model";
import { DiscountLine } from "./discount-line";
import { MoneyBackRequest } from "./money-back-request";
import { TrialStatus } from "./trial-status";
import type { CheckSubscriptionResponse } from "@contract/billing";
import { portalReturnPath } from "../portal-return";

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
 * from check-subscription, or a clear 'Nog geen abonnement'. A failed check is not "no plan". A
 * running discount, a free trial (days left, adding a payment method) and the money-back
 * guarantee (while it applies) are shown by their own components.
 */
export function SubscriptionCard({
  subscription,
  loading,
  failed,
  activating = false,
}: SubscriptionCardProps) {
  const { t } = useT("billing", { keyPrefix: "card" });
  const facts = entitledPlan(subscription);
  const plan = planForId(facts?.id);

  return (
    <Card className="flex h-full flex-col" data-testid="subscription-card">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{t("title")}</CardTitle>
        <CreditCard className="size-5 text-primary" aria-hidden="true" />
      </CardHeader>
      {loading ? (
        <CardContent className="flex-1" role="status">
          <span className="sr-only">{t("loading")}</span>
          <div aria-hidden="true" className="flex flex-col gap-2">
            <div className="h-6 w-2/3 animate-pulse rounded bg-muted" />
            <div className="h-4 w-full animate-pulse rounded bg-muted" />
          </div>
        </CardContent>
      ) : failed ? (
        <CardContent className="flex-1">
          <p className="text-sm text-muted-foreground">{t("error")}</p>
        </CardContent>
      ) : subscription && plan && facts ? (
        <ActiveSubscription subscription={subscription} planName={plan.name} price={plan.price} />
      ) : (
        <>
          <CardContent className="flex-1">
            <p className="text-lg font-semibold">{t("none")}</p>
            <p className="text-sm text-muted-foreground">
              {activating ? t("activating") : t("noneDescription")}
            </p>
          </CardContent>
          <CardFooter>
            <Button asChild size="sm" variant="accent">
              <Link to={paths.pricing}>{t("choosePlan")}</Link>
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
  const { t } = useT("billing", { keyPrefix: "card" });
  const locale = useLocale();
  const portal = useCustomerPortal(portalReturnPath(paths.dashboard), usePortalFailure());
  const endsAt = subscription.subscription_end ? Date.parse(subscription.subscription_end) : NaN;
  const end = Number.isNaN(endsAt) ? null : formatDayInAmsterdam(endsAt, locale);
  return (
    <>
      <CardContent className="flex flex-1 flex-col gap-1">
        <p className="text-lg font-semibold">{t("planName", { name: planName })}</p>
        <p className="text-sm">
          <span className="font-semibold">{formatPrice(price, locale)}</span> {t("perMonth")}{" "}
          <span className="text-muted-foreground">{t("exclVat")}</span>
        </p>
        {subscription.discount && <DiscountLine discount={subscription.discount} />}
        {subscription.status && (
          <p className="text-sm">{t("status", { status: t(`statuses.${subscription.status}`) })}</p>
        )}
        {subscription.trial_end ? (
          <TrialStatus
            trialEnd={subscription.trial_end}
            paymentMethod={subscription.payment_method ?? false}
          />
        ) : (
          end &&
          (subscription.cancel_at_period_end ? (
            <p className="text-sm font-medium text-destructive">{t("cancelling", { date: end })}</p>
          ) : (
            <p className="text-sm text-muted-foreground">{t("nextInvoice", { date: end })}</p>
          ))
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap items-start gap-3">
        <BusyButton
          type="button"
          size="sm"
          variant="outline"
          busy={portal.opening}
          busyLabel={t("opening")}
          onClick={portal.open}
        >
          {t("manage")}
        </BusyButton>
        {subscription.money_back && <MoneyBackRequest moneyBack={subscription.money_back} />}
      </CardFooter>
    </>
  );
}
