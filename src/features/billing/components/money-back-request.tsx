import { useState } from "react";
import { BILLING_ERRORS } from "@contract/billing";
import { BusyButton } from "@/components/ui/busy-button";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { billingContent } from "@/content/billing";
import { formatDateTimeLong, formatEuro } from "@/lib/format";
import { useRequestMoneyBack } from "../api/request-money-back";

const copy = billingContent.moneyBack;

/** The server's refusals, as the customer reads them. */
const REFUSALS: Record<string, string> = {
  [BILLING_ERRORS.moneyBackUsed]: copy.errors.used,
  [BILLING_ERRORS.moneyBackExpired]: copy.errors.expired,
  [BILLING_ERRORS.noPaymentToRefund]: copy.errors.nothingToRefund,
};

export interface MoneyBackRequestProps {
  /** Until when the guarantee applies (ISO 8601) and what it pays back (cents, incl. btw). */
  moneyBack: { until: string; amount_cents: number };
}

/**
 * 'Geld terug aanvragen' while the first payment is at most 14 days old. A confirmation says
 * what happens (the subscription stops at once, the first payment comes back in full, once);
 * the server decides from Stripe and does both.
 */
export function MoneyBackRequest({ moneyBack }: MoneyBackRequestProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = useRequestMoneyBack();
  const amount = formatEuro(moneyBack.amount_cents / 100);

  function confirm() {
    setError(null);
    request.mutate(undefined, {
      onSuccess: (result) => {
        setOpen(false);
        toast({
          variant: "success",
          title: copy.done.title,
          description: copy.done.description(formatEuro(result.refunded_cents / 100)),
        });
      },
      onError: (failure) => setError(REFUSALS[failure.message] ?? copy.errors.other),
    });
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
      >
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(true)}>
          {copy.button}
        </Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>{copy.description(amount)}</DialogDescription>
          </DialogHeader>
          <DialogActions error={error} cancelLabel={copy.cancel}>
            <BusyButton
              type="button"
              variant="destructive"
              // Long Dutch labels wrap on a phone instead of widening the dialog.
              className="h-auto min-h-11 whitespace-normal"
              busy={request.isPending}
              busyLabel={copy.confirming}
              onClick={confirm}
            >
              {copy.confirm}
            </BusyButton>
          </DialogActions>
        </DialogContent>
      </Dialog>
      <p className="text-xs text-muted-foreground">
        {copy.hint(formatDateTimeLong(moneyBack.until))}
      </p>
    </div>
  );
}
