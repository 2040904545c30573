import { DOMAIN_CLAIM_DAYS, type DomainStatus } from "@contract/white-label";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useRotateDomainToken } from "../api/rotate-domain-token";
import { useWhiteLabelCopy } from "./use-white-label-copy";

/**
 * 'Nieuwe verificatiecode' behind a confirmation: the TXT record the customer may already have
 * published stops proving anything, so the dialog says what happens to their domain first.
 */
export function NewVerificationCode({
  txtValue,
  status,
}: {
  txtValue: string;
  status: DomainStatus;
}) {
  const { t } = useWhiteLabelCopy();
  const rotate = useRotateDomainToken();
  return (
    <ConfirmDialog
      trigger={{ label: t("domains.rotate.button") }}
      title={t("domains.rotate.title")}
      description={
        status === "verified"
          ? t("domains.rotate.whenVerified")
          : t("domains.rotate.whenClaimed", { days: DOMAIN_CLAIM_DAYS })
      }
      cancelLabel={t("domains.rotate.cancel")}
      confirmLabel={t("domains.rotate.confirm")}
      confirmingLabel={t("domains.rotate.confirming")}
      failedLabel={t("domains.rotate.failed")}
      onConfirm={async () => {
        await rotate.mutateAsync({ currentTxtValue: txtValue });
        toast({
          variant: "success",
          title: t("toasts.rotated.title"),
          description: t("toasts.rotated.description"),
        });
      }}
    />
  );
}
