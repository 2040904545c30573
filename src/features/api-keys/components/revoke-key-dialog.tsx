import type { ApiKey } from "@contract/api-keys";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { apiSettingsContent as copy } from "@/content/api-settings";
import { useRevokeApiKey } from "../api/revoke-api-key";

/** 'Intrekken' with a confirmation: revoking cannot be undone and cuts off running integrations. */
export function RevokeKeyButton({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDialog
      trigger={{
        label: copy.list.revoke,
        ariaLabel: copy.list.revokeLabel(apiKey.name),
        size: "sm",
      }}
      title={copy.revoke.title}
      description={copy.revoke.description(apiKey.name, apiKey.prefix)}
      cancelLabel={copy.revoke.cancel}
      confirmLabel={copy.revoke.confirm}
      confirmingLabel={copy.revoke.confirming}
      failedLabel={copy.revoke.failed}
      onConfirm={async () => {
        await revoke.mutateAsync(apiKey.id);
        toast({ variant: "success", title: copy.revoke.done, description: apiKey.name });
      }}
    />
  );
}
