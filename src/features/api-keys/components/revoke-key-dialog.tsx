import type { ApiKey } from "@contract/api-keys";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n";
import { useRevokeApiKey } from "../api/revoke-api-key";

/** 'Intrekken' with a confirmation: revoking cannot be undone and cuts off running integrations. */
export function RevokeKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useT("apiKeys");
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDialog
      trigger={{
        label: t("list.revoke"),
        ariaLabel: t("list.revokeLabel", { name: apiKey.name }),
        size: "sm",
      }}
      title={t("revoke.title")}
      description={t("revoke.description", { name: apiKey.name, prefix: apiKey.prefix })}
      cancelLabel={t("revoke.cancel")}
      confirmLabel={t("revoke.confirm")}
      confirmingLabel={t("revoke.confirming")}
      failedLabel={t("revoke.failed")}
      onConfirm={async () => {
        await revoke.mutateAsync(apiKey.id);
        toast({ variant: "success", title: t("revoke.done"), description: apiKey.name });
      }}
    />
  );
}
