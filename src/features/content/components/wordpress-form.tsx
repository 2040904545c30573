import { useState, type FormEvent } from "react";
import {
  CONTENT_LIMITS,
  wordpressConnectSchema,
  type WordPressConnectInput,
} from "@contract/content";
import { BusyButton } from "@/components/ui/busy-button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormCopy, useT } from "@/i18n";
import { useConnectWordPress } from "../api/connect-wordpress";
import { useContractMessage } from "../copy/contract-message";
import { serverMessage } from "../copy/server-message";
import { useContentToasts } from "./mutation-toasts";
type Errors = Partial<Record<keyof WordPressConnectInput, string>>;

/**
 * Site address, username and application password, checked with the contract's schema. The
 * password field is never autofilled (it is not the WordPress login password); on a server error
 * everything typed stays.
 */
export function WordPressForm() {
  const { t } = useT("content");
  const { pasteCut } = useFormCopy();
  const message = useContractMessage();
  const toasts = useContentToasts();
  const [state, setState] = useState<WordPressConnectInput>({
    siteUrl: "",
    username: "",
    applicationPassword: "",
  });
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const connect = useConnectWordPress();
  const set = (key: keyof WordPressConnectInput, value: string) =>
    setState((current) => ({ ...current, [key]: value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setServerError(null);
    const result = wordpressConnectSchema.safeParse(state);
    if (!result.success) {
      const next: Errors = {};
      for (const issue of result.error.issues) {
        next[issue.path[0] as keyof WordPressConnectInput] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    connect.mutate(result.data, {
      onSuccess: () => toasts.success("connected"),
      onError: (error) => {
        setServerError(serverMessage(error, t("messages.unavailable")));
        toasts.failure(error);
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <Field
        label={t("wordpress.siteUrl")}
        error={message(errors.siteUrl)}
        maxLength={CONTENT_LIMITS.wordpressUrl.max}
        cutNotice={pasteCut}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="url"
            autoComplete="url"
            value={state.siteUrl}
            onChange={(event) => set("siteUrl", event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t("wordpress.username")}
        error={message(errors.username)}
        maxLength={CONTENT_LIMITS.wordpressUsername.max}
        cutNotice={pasteCut}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            value={state.username}
            onChange={(event) => set("username", event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t("wordpress.applicationPassword")}
        hint={t("wordpress.help")}
        error={message(errors.applicationPassword)}
        maxLength={CONTENT_LIMITS.wordpressPassword.max}
        cutNotice={pasteCut}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="off"
            value={state.applicationPassword}
            onChange={(event) => set("applicationPassword", event.target.value)}
          />
        )}
      </Field>
      {serverError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {serverError}
        </p>
      )}
      <div>
        <BusyButton busy={connect.isPending} busyLabel={t("wordpress.connecting")}>
          {t("wordpress.connect")}
        </BusyButton>
      </div>
    </form>
  );
}
