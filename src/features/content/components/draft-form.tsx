import { useState, type FormEvent } from "react";
import { CONTENT_LIMITS, type ContentPost } from "@contract/content";
import { BusyButton } from "@/components/ui/busy-button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { useFormCopy, useT } from "@/i18n";
import { useApprove } from "../api/approve-draft";
import { useSaveDraft } from "../api/save-draft";
import { useContractMessage } from "../copy/contract-message";
import {
  articleOf,
  initialDraftState,
  isDirty,
  metaTitleFrame,
  validateDraft,
  withTitle,
  type DraftErrors,
  type DraftFormState,
} from "./draft-form-state";
import { MarkdownField } from "./markdown-field";
import { useContentToasts } from "./mutation-toasts";

/**
 * Title, meta title, meta description and markdown of a written post, checked with the contract's
 * draftEditSchema. What was typed stays in this component's state whatever the server answers;
 * 'Goedkeuren' saves unsaved changes first, so the approved version is the one on screen.
 */
export function DraftForm({ post, ended = false }: { post: ContentPost; ended?: boolean }) {
  const { t } = useT("content");
  const { pasteCut } = useFormCopy();
  const message = useContractMessage();
  const toasts = useContentToasts();
  const [state, setState] = useState<DraftFormState>(() => initialDraftState(post));
  const [errors, setErrors] = useState<DraftErrors>({});
  // While the meta title contains the title, it follows the title (a frame such as "… | Bedrijf").
  const [frame, setFrame] = useState(() => metaTitleFrame(state.metaTitle, state.title));
  const save = useSaveDraft();
  const approve = useApprove();
  // Published: WordPress holds the text now. Ended: the subscription ended, the draft is read-only.
  const readOnly = ended || post.status === "published";
  const dirty = isDirty(state, post);
  const set = (key: keyof DraftFormState, value: string) =>
    setState((current) => ({ ...current, [key]: value }));

  /** Saves the fields; false when they are invalid or the server refused them. */
  async function saveFields(): Promise<boolean> {
    const checked = validateDraft(state);
    setErrors(checked.errors);
    if (!checked.draft) return false;
    try {
      await save.mutateAsync({ id: post.id, ...checked.draft });
      return true;
    } catch (error) {
      toasts.failure(error as Error);
      return false;
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await saveFields()) toasts.success("draftSaved");
  }

  async function handleApprove() {
    if (dirty && !(await saveFields())) return;
    approve.mutate(
      { id: post.id },
      {
        onSuccess: () => toasts.success("approved"),
        onError: (error) => toasts.failure(error),
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="flex flex-col gap-5">
      <Field
        label={t("editor.title")}
        error={message(errors.title)}
        maxLength={CONTENT_LIMITS.title.max}
        cutNotice={pasteCut}
      >
        {(control) => (
          <Input
            {...control}
            readOnly={readOnly}
            value={state.title}
            onChange={(event) =>
              setState((current) => withTitle(current, event.target.value, frame))
            }
          />
        )}
      </Field>
      <Field
        label={t("editor.metaTitle")}
        hint={t("editor.metaTitleHint", { target: CONTENT_LIMITS.metaTitleTarget })}
        counter={{ length: state.metaTitle.length, max: CONTENT_LIMITS.metaTitle.max }}
        error={message(errors.metaTitle)}
        maxLength={CONTENT_LIMITS.metaTitle.max}
        cutNotice={pasteCut}
      >
        {(control) => (
          <Input
            {...control}
            readOnly={readOnly}
            value={state.metaTitle}
            onChange={(event) => {
              set("metaTitle", event.target.value);
              setFrame(metaTitleFrame(event.target.value, state.title));
            }}
          />
        )}
      </Field>
      <Field
        label={t("editor.metaDescription")}
        hint={t("editor.metaDescriptionHint", CONTENT_LIMITS.metaDescriptionTarget)}
        counter={{
          length: state.metaDescription.length,
          max: CONTENT_LIMITS.metaDescription.max,
        }}
        error={message(errors.metaDescription)}
        maxLength={CONTENT_LIMITS.metaDescription.max}
        cutNotice={pasteCut}
      >
        {(control) => (
          <Textarea
            {...control}
            readOnly={readOnly}
            value={state.metaDescription}
            onChange={(event) => set("metaDescription", event.target.value)}
          />
        )}
      </Field>
      <MarkdownField
        value={state.markdown}
        article={articleOf(state)}
        error={message(errors.markdown)}
        readOnly={readOnly}
        onChange={(value) => set("markdown", value)}
      />
      {readOnly ? (
        <p className="text-sm text-muted-foreground">
          {ended ? t("messages.readOnly") : t("editor.publishedReadOnly")}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {dirty ? t("editor.unsaved") : ""}
          </p>
          {/* The server makes an edited approved draft a concept again (decision 023). */}
          {post.status === "approved" && (
            <p className="text-sm text-muted-foreground">{t("editor.approvedEditNote")}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <BusyButton
              busy={save.isPending}
              busyLabel={t("editor.saving")}
              variant="outline"
              disabled={approve.isPending}
            >
              {t("editor.save")}
            </BusyButton>
            {/* 'Controle nodig' can be approved too: the customer has read why and decides. */}
            {(post.status === "draft" || post.status === "review") && (
              <BusyButton
                type="button"
                busy={approve.isPending}
                busyLabel={t("editor.approving")}
                disabled={save.isPending}
                onClick={() => void handleApprove()}
              >
                {t("editor.approve")}
              </BusyButton>
            )}
          </div>
        </div>
      )}
    </form>
  );
}
