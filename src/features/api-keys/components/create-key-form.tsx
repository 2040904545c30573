import { useState, type FormEvent } from "react";
import { API_KEY_LIMITS, createApiKeySchema, type CreatedApiKey } from "@contract/api-keys";
import { BusyButton } from "@/components/ui/busy-button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormCopy, useT } from "@/i18n";
import { useCreateApiKey } from "../api/create-api-key";

export interface CreateKeyFormProps {
  activeKeys: number;
  onCreated: (created: CreatedApiKey, name: string) => void;
}

/**
 * 'Nieuwe API-sleutel': the name is checked with the contract's schema before sending, and a
 * refusal from the server (plan, maximum) is shown under the form with the name kept.
 */
export function CreateKeyForm({ activeKeys, onCreated }: CreateKeyFormProps) {
  const { t } = useT("apiKeys");
  const formCopy = useFormCopy();
  const [name, setName] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateApiKey();
  const atLimit = activeKeys >= API_KEY_LIMITS.maxActiveKeys;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = createApiKeySchema.safeParse({ name });
    if (!parsed.success) {
      // The name is all the schema checks: say what it wants in the customer's language.
      setFieldError(t("create.nameInvalid", API_KEY_LIMITS.name));
      document.getElementById("api-key-name")?.focus();
      return;
    }
    setFieldError(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName("");
        onCreated(created, parsed.data.name);
      },
      onError: (error) => setFormError(t("createFailedBecause", { reason: error.message })),
    });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby="api-key-create-title"
    >
      <h2 id="api-key-create-title" className="text-xl font-semibold">
        {t("create.title")}
      </h2>
      <Field
        id="api-key-name"
        label={t("create.nameLabel")}
        hint={t("create.nameHint", API_KEY_LIMITS.name)}
        error={fieldError}
        counter={{ length: name.length, max: API_KEY_LIMITS.name.max }}
        maxLength={API_KEY_LIMITS.name.max}
        cutNotice={formCopy.pasteCut}
      >
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
            disabled={atLimit}
          />
        )}
      </Field>
      {atLimit && (
        <p className="text-sm text-muted-foreground">
          {t("create.limitReached", { max: API_KEY_LIMITS.maxActiveKeys })}
        </p>
      )}
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <div>
        <BusyButton busy={create.isPending} busyLabel={t("create.submitting")} disabled={atLimit}>
          {t("create.submit")}
        </BusyButton>
      </div>
    </form>
  );
}
