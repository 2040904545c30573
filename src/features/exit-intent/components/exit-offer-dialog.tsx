import { Check, Clock, Copy, Gift } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { CheckList } from "@/components/ui/check-list";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { exitIntentCopy, formatDuration } from "@/content/exit-intent";
import { exitOffer } from "@/content/facts";
import { useMidnightCountdown } from "../hooks/use-midnight-countdown";

export interface ExitOfferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The exit offer itself (docs/product.md §9 "Exit offer"); loaded lazily by ExitIntentPopup. */
export function ExitOfferDialog({ open, onOpenChange }: ExitOfferDialogProps) {
  const remaining = useMidnightCountdown();
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={exitIntentCopy.closeLabel}
        className="max-h-[calc(100dvh-2rem)] max-w-md grid-cols-[minmax(0,1fr)] gap-5 overflow-y-auto"
      >
        <DialogHeader className="pr-8">
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
            <Gift className="size-4" aria-hidden="true" />
            {exitIntentCopy.eyebrow}
          </p>
          <DialogTitle>{exitIntentCopy.title}</DialogTitle>
          <DialogDescription>{exitIntentCopy.description}</DialogDescription>
        </DialogHeader>

        <CouponCode />

        <CheckList
          items={exitIntentCopy.perks}
          className="grid gap-2 text-sm"
          iconClassName="text-success"
        />

        <p className="inline-flex items-center gap-2 text-sm font-medium text-foreground">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {exitIntentCopy.validUntil}
            {remaining && (
              <span data-testid="exit-offer-countdown">
                {" "}
                ({exitIntentCopy.remaining(formatDuration(remaining.hours, remaining.minutes))})
              </span>
            )}
          </span>
        </p>

        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild variant="accent" size="lg">
            <Link to={paths.pricing} onClick={close}>
              {exitIntentCopy.primaryAction}
            </Link>
          </Button>
          <Button type="button" variant="outline" size="lg" onClick={close}>
            {exitIntentCopy.dismissAction}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function CouponCode() {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copyCode() {
    // The clipboard API exists only in secure contexts; without it the code stays readable.
    if (!navigator.clipboard) return;
    try {
      await navigator.clipboard.writeText(exitOffer.code);
      setCopied(true);
    } catch {
      // Permission denied: the code is on screen to type over.
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 border-dashed border-primary bg-secondary px-4 py-3">
      <div>
        <p className="text-xs font-medium text-secondary-foreground">{exitIntentCopy.codeLabel}</p>
        <p className="font-mono text-xl font-bold sm:text-2xl tracking-wider text-secondary-foreground">
          {exitOffer.code}
        </p>
      </div>
      <Button
        type="button"
        variant="outline"
        onClick={copyCode}
        aria-label={exitIntentCopy.copyLabel}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        <span aria-live="polite">
          {copied ? exitIntentCopy.copiedLabel : exitIntentCopy.copyButton}
        </span>
      </Button>
    </div>
  );
}
