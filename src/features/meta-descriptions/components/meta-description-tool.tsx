import { Sparkles } from "lucide-react";
import { useId, type FormEvent } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { RegionCard } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { useFormCopy, useT } from "@/i18n";
import { META_DESCRIPTION_MAX_LENGTH, META_NAME_MAX_LENGTH } from "@contract/meta-descriptions";
import { useMetaDescriptions } from "../hooks/use-meta-descriptions";
import { SuggestionList } from "./suggestion-list";

/**
 * Meta description generator (docs/product.md §4, §5, §8), backed by the meta-descriptions Edge Function.
 * Each field stops at the function's maximum (maxLength), with a counter; a longer paste keeps its
 * start and the field says so. The function's 400 stays the backstop.
 */
export function MetaDescriptionTool() {
  const form = useMetaDescriptions();
  const missingId = useId();
  const { t } = useT("seoHelper", { keyPrefix: "meta" });
  const { pasteCut } = useFormCopy();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit();
  }

  const describedBy = form.showMissingInput ? missingId : undefined;

  return (
    <RegionCard title={t("heading")} description={t("description")}>
      <form className="flex flex-col gap-4" onSubmit={handleSubmit} aria-busy={form.loading}>
        <Field
          label={t("nameLabel")}
          counter={{ length: form.name.length, max: META_NAME_MAX_LENGTH }}
          maxLength={META_NAME_MAX_LENGTH}
          cutNotice={pasteCut}
          describedBy={describedBy}
        >
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="organization"
              placeholder={t("namePlaceholder")}
              value={form.name}
              onChange={(event) => form.setName(event.target.value)}
              onBlur={form.markTouched}
            />
          )}
        </Field>
        <Field
          label={t("descriptionLabel")}
          counter={{ length: form.description.length, max: META_DESCRIPTION_MAX_LENGTH }}
          maxLength={META_DESCRIPTION_MAX_LENGTH}
          cutNotice={pasteCut}
          describedBy={describedBy}
        >
          {(control) => (
            <Textarea
              {...control}
              name="description"
              placeholder={t("descriptionPlaceholder")}
              value={form.description}
              onChange={(event) => form.setDescription(event.target.value)}
              onBlur={form.markTouched}
            />
          )}
        </Field>
        {form.showMissingInput && (
          <p id={missingId} className="text-sm font-medium text-destructive">
            {t("missingInput")}
          </p>
        )}
        <BusyButton
          busy={form.loading}
          busyLabel={t("loading")}
          icon={<Sparkles aria-hidden="true" />}
          disabled={!form.canSubmit}
          className="self-start"
        >
          {t("submit")}
        </BusyButton>
      </form>

      <div aria-live="polite" className="flex flex-col gap-3">
        {form.errorMessage && (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
          >
            {t("error", { message: form.errorMessage.replace(/[.\s]+$/, "") })}
          </p>
        )}
        {form.suggestions && <SuggestionList suggestions={form.suggestions} />}
      </div>
    </RegionCard>
  );
}
