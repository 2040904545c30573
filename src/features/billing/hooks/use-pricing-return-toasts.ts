import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { toast } from "@/components/ui/use-toast";
import { billingContent } from "@/content/billing";

/** Return parameters from Stripe and the toast each one shows (docs/product.md §2 /pricing, §8). */
const RETURN_TOASTS = [
  { param: "checkout_success", only: "true", copy: billingContent.toasts.checkoutSuccess },
  { param: "checkout_cancelled", only: "true", copy: billingContent.toasts.checkoutCancelled },
  { param: "portal_session", only: null, copy: billingContent.toasts.portalReturn },
] as const;

/**
 * /pricing on load: a toast for checkout_success, checkout_cancelled and portal_session, then the
 * query string is removed from the address (path and anchor kept), so a reload says nothing again.
 */
export function usePricingReturnToasts() {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const params = new URLSearchParams(location.search);
    const matches = RETURN_TOASTS.filter(({ param, only }) =>
      only === null ? params.has(param) : params.get(param) === only,
    );
    if (matches.length === 0) return;
    handled.current = true;
    matches.forEach(({ copy }) =>
      toast({
        variant: copy === billingContent.toasts.checkoutCancelled ? "default" : "success",
        title: copy.title,
        description: copy.description,
      }),
    );
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
  }, [location.search, location.pathname, location.hash, navigate]);
}
