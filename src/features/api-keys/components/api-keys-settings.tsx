import { useState } from "react";
import type { CreatedApiKey } from "@contract/api-keys";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { useApiKeys } from "../api/get-api-keys";
import { CreateKeyForm } from "./create-key-form";
import { KeysTable } from "./keys-table";
import { NewKeyPanel } from "./new-key-panel";
import { NoApiAccess } from "./no-api-access";

/**
 * The body of 'API-instellingen': loading, error, the no-access state (plan without API access;
 * existing keys stay listed so they can be revoked), the create form, the new key shown once and
 * the list. The live region is always mounted so the creation is announced when it happens.
 */
export function ApiKeysSettings() {
  const { t } = useT("apiKeys");
  const keys = useApiKeys();
  const [created, setCreated] = useState<{ key: CreatedApiKey; name: string } | null>(null);

  const announcement = created ? t("created.announce", { name: created.name }) : "";
  const live = (
    <p aria-live="polite" className="sr-only" data-testid="api-keys-live">
      {announcement}
    </p>
  );

  if (keys.isPending) {
    return (
      <>
        {live}
        <p role="status">{t("loading")}</p>
      </>
    );
  }
  if (keys.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p>{t("loadError")}</p>
        <Button variant="outline" size="sm" onClick={() => void keys.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }

  const activeKeys = keys.data.keys.filter((key) => key.revokedAt === null).length;
  return (
    <div className="flex flex-col gap-10">
      {live}
      {keys.data.apiAccess ? (
        <>
          {created && <NewKeyPanel created={created.key} onDone={() => setCreated(null)} />}
          <CreateKeyForm
            activeKeys={activeKeys}
            onCreated={(key, name) => setCreated({ key, name })}
          />
        </>
      ) : (
        <NoApiAccess />
      )}
      <KeysTable keys={keys.data.keys} />
    </div>
  );
}
