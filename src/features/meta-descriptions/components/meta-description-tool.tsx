import { Loader2, Sparkles } from "lucide-react";
import { useId, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { RegionCard } from "@/components/ui/card";
import { Input, Label, Textarea } from "@/components/ui/input";
import { metaDescriptionsContent as copy } from "@/content/seo-helper";
import { META_DESCRIPTION_MAX_LENGTH, META_NAME_MAX_LENGTH } from "@contract/meta-descriptions";
import { useMetaDescriptions } from "../hooks/use-meta-descriptions";
import { SuggestionList } from "./suggestion-list";

/** Meta description generator (spec §4, §5, §8), backed by the meta-descriptions Edge Function. */
export function MetaDescriptionTool() {
  const form = useMetaDescriptions();
  const nameId = useId();
  const descriptionId = useId();
  const missingId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit();
  }

  const describedBy = form.showMissingInput ? missingId : undefined;

  return (
    <RegionCard title={copy.heading} description={copy.description}>
      <form className="flex flex-col gap-4" onSubmit={handleSubmit} aria-busy={form.loading}>
        <div className="flex flex-col gap-2">
          <Label htmlFor={nameId}>{copy.nameLabel}</Label>
          <Input
            id={nameId}
            name="name"
            autoComplete="organization"
            maxLength={META_NAME_MAX_LENGTH}
            placeholder={copy.namePlaceholder}
            value={form.name}
            aria-describedby={describedBy}
            onChange={(event) => form.setName(event.target.value)}
            onBlur={form.markTouched}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={descriptionId}>{copy.descriptionLabel}</Label>
          <Textarea
            id={descriptionId}
            name="description"
            maxLength={META_DESCRIPTION_MAX_LENGTH}
            placeholder={copy.descriptionPlaceholder}
            value={form.description}
            aria-describedby={describedBy}
            onChange={(event) => form.setDescription(event.target.value)}
            onBlur={form.markTouched}
          />
        </div>
        {form.showMissingInput && (
          <p id={missingId} className="text-sm font-medium text-destructive">
            {copy.missingInput}
          </p>
        )}
        <Button type="submit" disabled={!form.canSubmit} className="self-start">
          {form.loading ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {form.loading ? copy.loading : copy.submit}
        </Button>
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
