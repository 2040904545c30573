import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { toast } from "@/components/ui/use-toast";
import { TRIAL_OFFER } from "@contract/plans";
import { useT } from "@/i18n";
import { useSubscription } from "../api/check-subscription";
import { usePollWindow } from "../hooks/use-poll-window";
import { usePortalReturn } from "../hooks/use-portal-return";
import { returnFromCheckout } from "../model";
import { SubscriptionCard } from "./subscription-card";

/** After checkout the webhook may lag: ask again every second for up to 20 seconds. */
export const CHECKOUT_POLL_INTERVAL_MS = 1000;
export const CHECKOUT_POLL_WINDOW_MS = 20_000;

/**
 * The dashboard's subscription card with its data. Back from Stripe with ?checkout_success=true it
 * shows the 'Betaling succesvol' toast once (?trial_started=true: 'Proefperiode gestart'), removes
 * the query string and polls check-subscription until the subscription is there (or the window
 * closes). Back from the billing portal (?portal_session=true) it polls until the portal's change
 * shows (usePortalReturn).
 */
export function DashboardSubscription() {
  const location = useLocation();
  const navigate = useNavigate();
  const [fromCheckout] = useState(() => returnFromCheckout(location.search));
  const { polling } = usePollWindow(fromCheckout !== null, CHECKOUT_POLL_WINDOW_MS);
  const toastShown = useRef(false);
  const { t } = useT("billing", { keyPrefix: "toasts" });
  const portal = usePortalReturn(location.search);

  const portalAddressCleaned = useRef(false);

  useEffect(() => {
    // Once: a reload later is an ordinary visit again.
    if (!portal.returned || portalAddressCleaned.current) return;
    portalAddressCleaned.current = true;
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
  }, [portal.returned, navigate, location.pathname, location.hash]);

  useEffect(() => {
    if (!fromCheckout || toastShown.current) return;
    toastShown.current = true;
    toast(
      fromCheckout === "trial"
        ? {
            variant: "success",
            title: t("trialStarted.title"),
            description: t("trialStarted.description", { days: TRIAL_OFFER.days }),
          }
        : {
            variant: "success",
            title: t("checkoutSuccess.title"),
            description: t("checkoutSuccess.description"),
          },
    );
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
  }, [fromCheckout, navigate, location.pathname, location.hash, t]);

  const subscription = useSubscription({
    refetchInterval: (data) =>
      polling && !data?.subscribed ? CHECKOUT_POLL_INTERVAL_MS : portal.interval(data),
  });

  useEffect(() => {
    // A failed check is only logged; the card says so neutrally.
    if (subscription.error) console.error("Subscription check failed", subscription.error);
  }, [subscription.error]);

  return (
    <SubscriptionCard
      subscription={subscription.data}
      loading={subscription.isPending}
      failed={subscription.isError && subscription.data === undefined}
      activating={polling}
    />
  );
}
