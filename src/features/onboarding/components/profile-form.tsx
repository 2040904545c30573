import { useRef, useState, type FormEvent } from "react";
import { PROFILE_LIMITS, SECTORS, TONES, type OnboardingResponse } from "@contract/onboarding";
import { BusyButton } from "@/components/ui/busy-button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import { toast } from "@/components/ui/use-toast";
import { sectorDetailSuggestions } from "@/content/onboarding";
import { useFormCopy, useT } from "@/i18n";
import { useSaveOnboarding } from "../api/save-onboarding";
import { ChipInput } from "./chip-input";
import {
  initialState,
  isDirty,
  serverFieldError,
  validate,
  type Errors,
  type FormState,
  type Profile,
} from "./profile-form-state";

const FIELD_ORDER = [
  "businessName",
  "websiteUrl",
  "sector",
  "sectorDetail",
  "region",
  "description",
  "offerings",
  "keywords",
  "tone",
];

/** The finer sectors to suggest: the chosen group's, or every group's before one is chosen. */
function suggestionsFor(sector: string): readonly string[] {
  const groups = sectorDetailSuggestions as Record<string, readonly string[]>;
  return groups[sector] ?? [...new Set(Object.values(groups).flat())];
}

/**
 * The business profile form, for onboarding and for editing later. Validated with the same zod
 * schema as the function; what was typed stays when saving fails, and leaving with unsaved
 * changes asks first.
 */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: Profile | null;
  onSaved: (answer: OnboardingResponse) => void;
}) {
  const { t } = useT("profile");
  const formCopy = useFormCopy();
  const chips = (list: string) => ({
    list,
    remove: (item: string) => t("fields.removeItem", { item }),
    counter: (count: number, max: number) => t("fields.itemsCounter", { count, max }),
  });
  const [state, setState] = useState<FormState>(() => initialState(profile));
  // What the fields held when loaded or last saved (as typed: the server normalises the address).
  const [saved, setSaved] = useState<FormState>(state);
  const dirty = isDirty(state, saved);
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveOnboarding();
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((current) => ({ ...current, [key]: value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(state);
    setErrors(checked.errors);
    if (!checked.profile) {
      const first = [...FIELD_ORDER, "competitors"].find((key) =>
        Object.keys(checked.errors).some((error) => error.startsWith(key)),
      );
      focusField(first);
      return;
    }
    save.mutate(checked.profile, {
      onSuccess: (answer) => {
        setSaved(state);
        toast({
          variant: "success",
          title: answer.scanQueued
            ? profile
              ? t("savedRescan")
              : t("savedScanStarted")
            : t("savedTitle"),
        });
        onSaved(answer);
      },
      onError: (error) => {
        const refused = serverFieldError(error.message);
        if (refused) {
          setErrors({ [refused.field]: refused.message });
          focusField(refused.field);
          return;
        }
        toast({ variant: "destructive", title: t("saveFailedTitle"), description: error.message });
      },
    });
  }

  function focusField(field: string | undefined) {
    formRef.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
      <UnsavedChangesGuard when={dirty} copy={formCopy.unsavedChanges} />
      <Field
        label={t("fields.businessName")}
        error={errors.businessName}
        maxLength={PROFILE_LIMITS.businessName.max}
        cutNotice={formCopy.pasteCut}
      >
        {(control) => (
          <Input
            {...control}
            data-field="businessName"
            autoComplete="organization"
            value={state.businessName}
            onChange={(event) => set("businessName", event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t("fields.websiteUrl")}
        hint={t("fields.websiteHint")}
        error={errors.websiteUrl}
        maxLength={PROFILE_LIMITS.url.max}
        cutNotice={formCopy.pasteCut}
      >
        {(control) => (
          <Input
            {...control}
            data-field="websiteUrl"
            inputMode="url"
            autoComplete="url"
            value={state.websiteUrl}
            onChange={(event) => set("websiteUrl", event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label={t("fields.sector")} error={errors.sector}>
          {(control) => (
            <select
              {...control}
              data-field="sector"
              value={state.sector}
              onChange={(event) => set("sector", event.target.value)}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <option value="">{t("fields.sectorPlaceholder")}</option>
              {SECTORS.map((sector) => (
                <option key={sector} value={sector}>
                  {t(`fields.sectors.${sector}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t("fields.sectorDetail")}
          hint={t("fields.sectorDetailHint")}
          error={errors.sectorDetail}
          maxLength={PROFILE_LIMITS.sectorDetail.max}
          cutNotice={formCopy.pasteCut}
        >
          {(control) => (
            <>
              <Input
                {...control}
                data-field="sectorDetail"
                list="sector-detail-suggestions"
                autoComplete="off"
                value={state.sectorDetail}
                onChange={(event) => set("sectorDetail", event.target.value)}
              />
              <datalist id="sector-detail-suggestions">
                {suggestionsFor(state.sector).map((suggestion) => (
                  <option key={suggestion} value={suggestion} />
                ))}
              </datalist>
            </>
          )}
        </Field>
      </div>
      <Field
        label={t("fields.region")}
        hint={t("fields.regionHint")}
        error={errors.region}
        maxLength={PROFILE_LIMITS.region.max}
        cutNotice={formCopy.pasteCut}
      >
        {(control) => (
          <Input
            {...control}
            data-field="region"
            autoComplete="address-level1"
            value={state.region}
            onChange={(event) => set("region", event.target.value)}
          />
        )}
      </Field>
      {profile?.detailsFromScan && (
        <p
          className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm"
          data-testid="details-from-scan"
        >
          {t("fields.detailsFromScan")}
        </p>
      )}
      <Field
        label={t("fields.description")}
        hint={t("fields.descriptionHint")}
        error={errors.description}
        counter={{ length: state.description.length, max: PROFILE_LIMITS.description.max }}
        maxLength={PROFILE_LIMITS.description.max}
        cutNotice={formCopy.pasteCut}
      >
        {(control) => (
          <Textarea
            {...control}
            data-field="description"
            rows={3}
            value={state.description}
            onChange={(event) => set("description", event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t("fields.offerings")}
        hint={t("fields.offeringsHint")}
        error={errors.offerings}
      >
        {(control) => (
          <ChipInput
            control={control}
            field="offerings"
            items={state.offerings}
            max={PROFILE_LIMITS.offerings.max}
            maxLength={PROFILE_LIMITS.offerings.maxLength}
            copy={chips(t("fields.offeringsList"))}
            onChange={(offerings) => set("offerings", offerings)}
          />
        )}
      </Field>
      <Field label={t("fields.keywords")} hint={t("fields.keywordsHint")} error={errors.keywords}>
        {(control) => (
          <ChipInput
            control={control}
            field="keywords"
            items={state.keywords}
            max={PROFILE_LIMITS.keywords.max}
            maxLength={PROFILE_LIMITS.keywords.maxLength}
            copy={chips(t("fields.keywordsList"))}
            onChange={(keywords) => set("keywords", keywords)}
          />
        )}
      </Field>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.tone ? "tone-error" : undefined}
      >
        <legend className="text-sm font-medium">{t("fields.tone")}</legend>
        <div className="flex flex-wrap gap-4">
          {TONES.map((tone, index) => (
            <label key={tone} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="tone"
                value={tone}
                data-field={index === 0 ? "tone" : undefined}
                checked={state.tone === tone}
                onChange={() => set("tone", tone)}
              />
              {t(`fields.tones.${tone}`)}
            </label>
          ))}
        </div>
        {errors.tone && (
          <p id="tone-error" className="text-sm font-medium text-destructive">
            {errors.tone}
          </p>
        )}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium">{t("fields.competitors")}</legend>
        <p className="text-sm text-muted-foreground">
          {t("fields.competitorsHint", { max: PROFILE_LIMITS.competitors.max })}
        </p>
        {errors.competitors && (
          <p className="text-sm font-medium text-destructive">{errors.competitors}</p>
        )}
        {state.competitors.map((value, position) => (
          <Field
            key={position}
            label={t("fields.competitorLabel", { position: position + 1 })}
            error={errors[`competitors.${position}`]}
            maxLength={PROFILE_LIMITS.url.max}
            cutNotice={formCopy.pasteCut}
          >
            {(control) => (
              <Input
                {...control}
                data-field={position === 0 ? "competitors" : undefined}
                inputMode="url"
                value={value}
                onChange={(event) =>
                  set(
                    "competitors",
                    state.competitors.map((old, i) => (i === position ? event.target.value : old)),
                  )
                }
              />
            )}
          </Field>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <BusyButton
          busy={save.isPending}
          busyLabel={
            state.websiteUrl.trim() === profile?.websiteUrl ? t("saving") : t("savingAndChecking")
          }
        >
          {profile ? t("save") : t("saveFirst")}
        </BusyButton>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {dirty ? t("unsaved") : ""}
        </p>
      </div>
    </form>
  );
}
