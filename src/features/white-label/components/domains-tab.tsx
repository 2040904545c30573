import { useId } from "react";
import { WHITE_LABEL_LIMITS, type WhiteLabelResponse } from "@contract/white-label";
import { Badge } from "@/components/ui/badge";
import { BusyButton } from "@/components/ui/busy-button";
import { Card, CardContent } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { formFieldContent } from "@/content/forms";
import { whiteLabelContent as copy } from "@/content/white-label";
import { useVerifyDomain } from "../api/verify-domain";
import type { WhiteLabelForm } from "../model";
import type { SetWhiteLabelField } from "./branding-tab";
import { failureToast } from "./failure-toast";

const STATUS_VARIANT = {
  none: "secondary",
  pending: "warning",
  verified: "success",
  failed: "danger",
} as const;

/** The Domeinen tab: the custom domain, its CNAME hint and the verification status. */
export function DomainsTab({
  answer,
  form,
  set,
}: {
  answer: WhiteLabelResponse;
  form: WhiteLabelForm;
  set: SetWhiteLabelField;
}) {
  const verify = useVerifyDomain();
  const reasonId = useId();
  const saved = answer.settings.customDomain;
  const unsavedDomain = form.customDomain.trim().toLowerCase() !== (saved ?? "");
  const { domain } = answer;
  // Why 'Verifieer domein' cannot run yet, said next to it: only a saved domain can be checked.
  const blockedBecause = !saved
    ? form.customDomain.trim() === ""
      ? copy.domains.verifyNeedsDomain
      : copy.domains.verifyNeedsSave
    : unsavedDomain
      ? copy.domains.saveFirst
      : null;

  const onVerify = () => {
    if (blockedBecause) return;
    verify.mutate(undefined, {
      onSuccess: (result) =>
        toast(
          result.domain.status === "verified"
            ? { variant: "success", ...copy.toasts.verified }
            : { variant: "destructive", ...copy.toasts.verifyFailed },
        ),
      onError: failureToast,
    });
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <Field
          label={copy.domains.customDomain}
          hint={copy.domains.cnameHint(domain.cnameTarget)}
          maxLength={WHITE_LABEL_LIMITS.domainMax}
          cutNotice={formFieldContent.pasteCut}
        >
          {(control) => (
            <Input
              {...control}
              value={form.customDomain}
              placeholder={copy.domains.placeholder}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(event) => set("customDomain", event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3" data-testid="white-label-domain-status">
          <Badge variant={STATUS_VARIANT[domain.status]}>
            {copy.domains.status[domain.status]}
          </Badge>
          {domain.checkedAt ? (
            <span className="text-xs text-muted-foreground">
              {copy.domains.checkedAt(new Date(domain.checkedAt).toLocaleString("nl-NL"))}
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {/* aria-disabled, not disabled: the button stays focusable, so keyboard and screen-reader
              users reach it and hear why it does nothing yet. */}
          <BusyButton
            type="button"
            variant="outline"
            busy={verify.isPending}
            busyLabel={copy.domains.verifying}
            aria-disabled={blockedBecause ? true : undefined}
            aria-describedby={blockedBecause ? reasonId : undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            onClick={onVerify}
          >
            {copy.domains.verify}
          </BusyButton>
          {blockedBecause ? (
            <p id={reasonId} className="text-sm text-muted-foreground">
              {blockedBecause}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
