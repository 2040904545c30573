import { useState, type FormEvent } from "react";
import { API_KEY_LIMITS, createApiKeySchema, type CreatedApiKey } from "@contract/api-keys";
import { BusyButton } from "@/components/ui/busy-button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiSettingsContent as copy } from "@/content/api-settings";
import { formFieldContent } from "@/content/forms";
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
      setFieldError(parsed.error.issues[0]?.message ?? copy.createFailed);
      document.getElementById("api-key-name")?.focus();
      return;
    }
    setFieldError(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName("");
        onCreated(created, parsed.data.name);
      },
      onError: (error) => setFormError(`${copy.createFailed}: ${error.message}`),
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
        {copy.create.title}
      </h2>
      <Field
        id="api-key-name"
        label={copy.create.nameLabel}
        hint={copy.create.nameHint}
        error={fieldError}
        counter={{ length: name.length, max: API_KEY_LIMITS.name.max }}
        maxLength={API_KEY_LIMITS.name.max}
        cutNotice={formFieldContent.pasteCut}
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
      {atLimit && <p className="text-sm text-muted-foreground">{copy.create.limitReached}</p>}
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <div>
        <BusyButton busy={create.isPending} busyLabel={copy.create.submitting} disabled={atLimit}>
          {copy.create.submit}
        </BusyButton>
      </div>
    </form>
  );
}
