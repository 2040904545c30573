import { useState } from "react";
import { BILLING_CATALOGUE } from "@contract/billing";
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
import { MONEY_BACK_GUARANTEE } from "@contract/plans";
import { formatDayInAmsterdam, formatPrice, useLocale, useT } from "@/i18n";
import { useRequestMoneyBack } from "../api/request-money-back";

type Refusal = "used" | "expired" | "nothingToRefund";

/**
 * The server's refusals, known by their words in every language it answers in (the answer is in
 * the language the request asked for, which may have changed since), as the customer reads them.
 */
const REFUSALS = new Map<string, Refusal>(
  Object.values(BILLING_CATALOGUE).flatMap((messages) => [
    [messages.moneyBackUsed, "used"],
    [messages.moneyBackExpired, "expired"],
    [messages.noPaymentToRefund, "nothingToRefund"],
  ]),
);

function refusalOf(message: string): Refusal | "other" {
  return REFUSALS.get(message) ?? "other";
}

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
  // The refusal is kept, not its words, so a change of language rewords it.
  const [refusal, setRefusal] = useState<ReturnType<typeof refusalOf> | null>(null);
  const request = useRequestMoneyBack();
  const { t } = useT("billing", { keyPrefix: "moneyBack" });
  const locale = useLocale();
  const days = MONEY_BACK_GUARANTEE.days;
  const amount = formatPrice(moneyBack.amount_cents / 100, locale);

  function confirm() {
    setRefusal(null);
    request.mutate(undefined, {
      onSuccess: (result) => {
        setOpen(false);
        toast({
          variant: "success",
          title: t("done.title"),
          description: t("done.description", {
            amount: formatPrice(result.refunded_cents / 100, locale),
          }),
        });
      },
      onError: (failure) => setRefusal(refusalOf(failure.message)),
    });
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setRefusal(null);
        }}
      >
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(true)}>
          {t("button")}
        </Button>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t("description", { amount })}</DialogDescription>
          </DialogHeader>
          <DialogActions
            error={refusal === null ? null : t(`errors.${refusal}`, { days })}
            cancelLabel={t("cancel")}
          >
            <BusyButton
              type="button"
              variant="destructive"
              // Long Dutch labels wrap on a phone instead of widening the dialog.
              className="h-auto min-h-11 whitespace-normal"
              busy={request.isPending}
              busyLabel={t("confirming")}
              onClick={confirm}
            >
              {t("confirm")}
            </BusyButton>
          </DialogActions>
        </DialogContent>
      </Dialog>
      <p className="text-xs text-muted-foreground">
        {t("hint", { date: formatDayInAmsterdam(moneyBack.until, locale), days })}
      </p>
    </div>
  );
}
