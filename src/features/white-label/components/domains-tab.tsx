import { useId } from "react";
import {
  customDomainProblem,
  DOMAIN_CLAIM_DAYS,
  DOMAIN_MESSAGE_VALUES,
  WHITE_LABEL_LIMITS,
  type WhiteLabelResponse,
} from "@contract/white-label";
import { Badge } from "@/components/ui/badge";
import { BusyButton } from "@/components/ui/busy-button";
import { Card, CardContent } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { formatDate, useFormCopy } from "@/i18n";
import { useVerifyDomain } from "../api/verify-domain";
import type { WhiteLabelForm } from "../model";
import type { SetWhiteLabelField } from "./branding-tab";
import { DnsRecordValue } from "./dns-record";
import { useFailureToast } from "./failure-toast";
import { NewVerificationCode } from "./new-verification-code";
import { useFieldProblem } from "./use-field-problem";
import { useWhiteLabelCopy } from "./use-white-label-copy";

const STATUS_VARIANT = {
  none: "secondary",
  pending: "warning",
  verified: "success",
  failed: "danger",
  expired: "danger",
} as const;

/** The moment of the last check as the browser's clock reads it, with seconds ("26-11-2026, 14:03:07"). */
const CHECKED_AT: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
};

/** The typed domain as the function will read it: trimmed, lower-case, without a final dot. */
const asSaved = (typed: string) => typed.trim().toLowerCase().replace(/\.$/, "");

/** The Domeinen tab: the custom domain, the CNAME and TXT records to add and the claim's status. */
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
  const txtTitleId = useId();
  const { t, locale, field } = useWhiteLabelCopy();
  const { pasteCut } = useFormCopy();
  const failureToast = useFailureToast();
  const typed = asSaved(form.customDomain);
  const problem = useFieldProblem(
    typed === "" ? null : customDomainProblem(typed),
    DOMAIN_MESSAGE_VALUES,
  );
  const saved = answer.settings.customDomain;
  const unsavedDomain = form.customDomain.trim().toLowerCase() !== (saved ?? "");
  const { domain } = answer;
  // Why 'Verifieer domein' cannot run yet, said next to it: only a saved domain can be checked.
  const blockedBecause = !saved
    ? form.customDomain.trim() === ""
      ? t("domains.verifyNeedsDomain")
      : t("domains.verifyNeedsSave")
    : unsavedDomain
      ? t("domains.saveFirst")
      : null;

  const onVerify = () => {
    if (blockedBecause) return;
    verify.mutate(undefined, {
      onSuccess: (result) =>
        toast(
          result.domain.status === "verified"
            ? {
                variant: "success",
                title: t("toasts.verified.title"),
                description: t("toasts.verified.description"),
              }
            : {
                variant: "destructive",
                title: t("toasts.verifyFailed.title"),
                description: t("toasts.verifyFailed.description"),
              },
        ),
      onError: failureToast,
    });
  };

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <Field
          label={field("customDomain")}
          hint={t("domains.cnameHint", { target: domain.cnameTarget })}
          error={problem.message}
          maxLength={WHITE_LABEL_LIMITS.domainMax}
          cutNotice={pasteCut}
        >
          {(control) => (
            <Input
              {...control}
              value={form.customDomain}
              placeholder={t("domains.placeholder")}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(event) => set("customDomain", event.target.value)}
              {...problem.watch}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3" data-testid="white-label-domain-status">
          <Badge variant={STATUS_VARIANT[domain.status]}>
            {t(`domains.status.${domain.status}`)}
          </Badge>
          {domain.expiresAt && domain.status !== "expired" ? (
            <span className="text-xs text-muted-foreground">
              {t("domains.expiresAt", { when: formatDate(domain.expiresAt, locale, CHECKED_AT) })}
            </span>
          ) : null}
          {domain.checkedAt ? (
            <span className="text-xs text-muted-foreground">
              {t("domains.checkedAt", { when: formatDate(domain.checkedAt, locale, CHECKED_AT) })}
            </span>
          ) : null}
        </div>
        {domain.txtName && domain.txtValue && !unsavedDomain ? (
          <section
            aria-labelledby={txtTitleId}
            className="flex flex-col gap-3 rounded-md border p-4"
            data-testid="white-label-domain-txt"
          >
            <h3 id={txtTitleId} className="text-sm font-semibold">
              {t("domains.txt.title")}
            </h3>
            <p className="text-sm text-muted-foreground">
              {t("domains.txt.explain", { days: DOMAIN_CLAIM_DAYS })}
            </p>
            <DnsRecordValue label={t("domains.txt.name")} value={domain.txtName} />
            <DnsRecordValue label={t("domains.txt.value")} value={domain.txtValue} />
            <div className="flex flex-col items-start gap-2">
              <p className="text-sm text-muted-foreground">{t("domains.rotate.explain")}</p>
              <NewVerificationCode txtValue={domain.txtValue} status={domain.status} />
            </div>
          </section>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          {/* aria-disabled, not disabled: the button stays focusable, so keyboard and screen-reader
              users reach it and hear why it does nothing yet. */}
          <BusyButton
            type="button"
            variant="outline"
            busy={verify.isPending}
            busyLabel={t("domains.verifying")}
            aria-disabled={blockedBecause ? true : undefined}
            aria-describedby={blockedBecause ? reasonId : undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            onClick={onVerify}
          >
            {t("domains.verify")}
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
