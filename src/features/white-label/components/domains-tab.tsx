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
  const saved = answer.settings.customDomain;
  const unsavedDomain = form.customDomain.trim().toLowerCase() !== (saved ?? "");
  const { domain } = answer;

  const onVerify = () =>
    verify.mutate(undefined, {
      onSuccess: (result) =>
        toast(
          result.domain.status === "verified"
            ? { variant: "success", ...copy.toasts.verified }
            : { variant: "destructive", ...copy.toasts.verifyFailed },
        ),
      onError: failureToast,
    });

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
          <BusyButton
            type="button"
            variant="outline"
            busy={verify.isPending}
            busyLabel={copy.domains.verifying}
            disabled={!saved || unsavedDomain}
            onClick={onVerify}
          >
            {copy.domains.verify}
          </BusyButton>
          {saved && unsavedDomain ? (
            <p className="text-sm text-muted-foreground">{copy.domains.saveFirst}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
