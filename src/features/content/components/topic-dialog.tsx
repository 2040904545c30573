import { useState, type FormEvent } from "react";
import { CONTENT_LIMITS, type ContentPost } from "@contract/content";
import { BusyButton } from "@/components/ui/busy-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormCopy, useLocale, useT } from "@/i18n";
import { useUpdateTopic } from "../api/update-topic";
import { useContractMessage } from "../copy/contract-message";
import { serverMessage } from "../copy/server-message";
import { topicReasonText } from "../copy/topic-reason-text";
import { useContentToasts } from "./mutation-toasts";
import { EditorSection } from "./editor-section";
import {
  initialTopicState,
  SECONDARY_KEYWORDS_LINE_MAX,
  validateTopic,
  type TopicErrors,
  type TopicFormState,
} from "./topic-form-state";

/**
 * 'Onderwerp bewerken': topic, focus keyword and extra keywords, checked with the contract's
 * briefSchema. On a server error the dialog stays open with everything typed and the message.
 */
export function TopicDialog({ post }: { post: ContentPost }) {
  const { t } = useT("content");
  const locale = useLocale();
  const { pasteCut } = useFormCopy();
  const message = useContractMessage();
  const toasts = useContentToasts();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<TopicFormState>(() => initialTopicState(post));
  const [errors, setErrors] = useState<TopicErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdateTopic();
  const set = (key: keyof TopicFormState, value: string) =>
    setState((current) => ({ ...current, [key]: value }));

  function handleOpenChange(next: boolean) {
    // Opening starts from the post as it is now; closing keeps nothing stale for next time.
    if (next) {
      setState(initialTopicState(post));
      setErrors({});
      setServerError(null);
    }
    setOpen(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateTopic(state);
    setErrors(checked.errors);
    setServerError(null);
    if (!checked.brief) return;
    update.mutate(
      { id: post.id, ...checked.brief },
      {
        onSuccess: () => {
          toasts.success("topicSaved");
          setOpen(false);
        },
        onError: (error) => {
          setServerError(serverMessage(error, t("messages.unavailable")));
          toasts.failure(error);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          {t("editTopic")}
        </Button>
      </DialogTrigger>
      {/* With the reason above the form it can be taller than a phone: it scrolls, not the page. */}
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        closeLabel={t("topicForm.close")}
      >
        <DialogHeader>
          <DialogTitle>{t("topicForm.title")}</DialogTitle>
          <DialogDescription>{t("topicForm.description")}</DialogDescription>
        </DialogHeader>
        {post.topicReason && (
          <EditorSection title={t("topicReason.heading")}>
            <p className="text-sm text-muted-foreground">
              {topicReasonText(post.topicReason, locale, t)}
            </p>
          </EditorSection>
        )}
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
          <Field
            label={t("topicForm.topic")}
            error={message(errors.topic)}
            maxLength={CONTENT_LIMITS.topic.max}
            cutNotice={pasteCut}
          >
            {(control) => (
              <Input
                {...control}
                value={state.topic}
                onChange={(event) => set("topic", event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t("topicForm.focusKeyword")}
            error={message(errors.focusKeyword)}
            maxLength={CONTENT_LIMITS.keyword.max}
            cutNotice={pasteCut}
          >
            {(control) => (
              <Input
                {...control}
                value={state.focusKeyword}
                onChange={(event) => set("focusKeyword", event.target.value)}
              />
            )}
          </Field>
          <Field
            label={t("topicForm.secondaryKeywords")}
            hint={t("topicForm.secondaryHint", { max: CONTENT_LIMITS.secondaryKeywords.max })}
            error={message(errors.secondaryKeywords)}
            maxLength={SECONDARY_KEYWORDS_LINE_MAX}
            cutNotice={pasteCut}
          >
            {(control) => (
              <Input
                {...control}
                value={state.secondaryKeywords}
                onChange={(event) => set("secondaryKeywords", event.target.value)}
              />
            )}
          </Field>
          <DialogActions error={serverError} cancelLabel={t("topicForm.cancel")}>
            <BusyButton busy={update.isPending} busyLabel={t("topicForm.saving")}>
              {t("topicForm.save")}
            </BusyButton>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
