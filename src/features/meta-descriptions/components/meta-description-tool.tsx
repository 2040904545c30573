import { Sparkles } from "lucide-react";
import { useId, type FormEvent } from "react";
import { BusyButton } from "@/components/ui/busy-button";
import { RegionCard } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { metaDescriptionsContent as copy } from "@/content/seo-helper";
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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit();
  }

  const describedBy = form.showMissingInput ? missingId : undefined;

  return (
    <RegionCard title={copy.heading} description={copy.description}>
      <form className="flex flex-col gap-4" onSubmit={handleSubmit} aria-busy={form.loading}>
        <Field
          label={copy.nameLabel}
          counter={{ length: form.name.length, max: META_NAME_MAX_LENGTH }}
          maxLength={META_NAME_MAX_LENGTH}
          cutNotice={copy.pasteCut}
          describedBy={describedBy}
        >
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="organization"
              placeholder={copy.namePlaceholder}
              value={form.name}
              onChange={(event) => form.setName(event.target.value)}
              onBlur={form.markTouched}
            />
          )}
        </Field>
        <Field
          label={copy.descriptionLabel}
          counter={{ length: form.description.length, max: META_DESCRIPTION_MAX_LENGTH }}
          maxLength={META_DESCRIPTION_MAX_LENGTH}
          cutNotice={copy.pasteCut}
          describedBy={describedBy}
        >
          {(control) => (
            <Textarea
              {...control}
              name="description"
              placeholder={copy.descriptionPlaceholder}
              value={form.description}
              onChange={(event) => form.setDescription(event.target.value)}
              onBlur={form.markTouched}
            />
          )}
        </Field>
        {form.showMissingInput && (
          <p id={missingId} className="text-sm font-medium text-destructive">
            {copy.missingInput}
          </p>
        )}
        <BusyButton
          busy={form.loading}
          busyLabel={copy.loading}
          icon={<Sparkles aria-hidden="true" />}
          disabled={!form.canSubmit}
          className="self-start"
        >
          {copy.submit}
        </BusyButton>
      </form>

      <div aria-live="polite" className="flex flex-col gap-3">
        {form.errorMessage && (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
          >
            {copy.error(form.errorMessage.replace(/[.\s]+$/, ""))}
          </p>
        )}
        {form.suggestions && <SuggestionList suggestions={form.suggestions} />}
      </div>
    </RegionCard>
  );
}
