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
import { contentCalendarContent } from "@/content/content-calendar";
import { formFieldContent } from "@/content/forms";
import { topicReasonContent } from "@/content/topic-reason";
import { useUpdateTopic } from "../api/content-actions";
import { toastFailure, toastSuccess } from "./mutation-toasts";
import { EditorSection } from "./editor-section";
import {
  initialTopicState,
  SECONDARY_KEYWORDS_LINE_MAX,
  validateTopic,
  type TopicErrors,
  type TopicFormState,
} from "./topic-form-state";

const copy = contentCalendarContent.topicForm;

/**
 * 'Onderwerp bewerken': topic, focus keyword and extra keywords, checked with the contract's
 * briefSchema. On a server error the dialog stays open with everything typed and the message.
 */
export function TopicDialog({ post }: { post: ContentPost }) {
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
          toastSuccess(contentCalendarContent.toasts.topicSaved);
          setOpen(false);
        },
        onError: (error) => {
          setServerError(error.message);
          toastFailure(error);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          {contentCalendarContent.editTopic}
        </Button>
      </DialogTrigger>
      {/* With the reason above the form it can be taller than a phone: it scrolls, not the page. */}
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        {post.topicReason && (
          <EditorSection title={topicReasonContent.heading}>
            <p className="text-sm text-muted-foreground">
              {topicReasonContent.text(post.topicReason)}
            </p>
          </EditorSection>
        )}
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
          <Field
            label={copy.topic}
            error={errors.topic}
            maxLength={CONTENT_LIMITS.topic.max}
            cutNotice={formFieldContent.pasteCut}
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
            label={copy.focusKeyword}
            error={errors.focusKeyword}
            maxLength={CONTENT_LIMITS.keyword.max}
            cutNotice={formFieldContent.pasteCut}
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
            label={copy.secondaryKeywords}
            hint={copy.secondaryHint}
            error={errors.secondaryKeywords}
            maxLength={SECONDARY_KEYWORDS_LINE_MAX}
            cutNotice={formFieldContent.pasteCut}
          >
            {(control) => (
              <Input
                {...control}
                value={state.secondaryKeywords}
                onChange={(event) => set("secondaryKeywords", event.target.value)}
              />
            )}
          </Field>
          <DialogActions error={serverError} cancelLabel={copy.cancel}>
            <BusyButton busy={update.isPending} busyLabel={copy.saving}>
              {copy.save}
            </BusyButton>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
