import { useId, useState } from "react";
import type { WhiteLabelResponse } from "@contract/white-label";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { whiteLabelContent as copy } from "@/content/white-label";
import { useSaveWhiteLabel } from "../api/save-white-label";
import { useVerifyDomain } from "../api/verify-domain";
import { useUnsavedChangesWarning } from "../hooks/use-unsaved-changes-warning";
import {
  formFromSettings,
  IMAGE_LIMITS,
  isDirty,
  settingsFromForm,
  type WhiteLabelForm,
} from "../model";
import { BrandPreview } from "./brand-preview";
import { ColorField, ImageField, ToggleRow } from "./form-fields";

const TOGGLES = [
  "removePoweredBy",
  "customEmailTemplates",
  "customReports",
  "clientLogin",
] as const;

function failureToast(error: unknown) {
  toast({
    variant: "destructive",
    title: copy.toasts.failed.title,
    description: error instanceof Error ? error.message : String(error),
  });
}

/**
 * State 3 (spec §4): the settings in three tabs with a live preview. The draft lives here, above
 * the tabs, so switching tabs keeps it; it becomes the saved state only when the server confirmed.
 */
export function SettingsForm({ answer }: { answer: WhiteLabelResponse }) {
  const [form, setForm] = useState<WhiteLabelForm>(() => formFromSettings(answer.settings));
  const save = useSaveWhiteLabel();
  const dirty = isDirty(form, answer.settings);
  useUnsavedChangesWarning(dirty, copy.leaveWarning);

  const set = <K extends keyof WhiteLabelForm>(key: K, value: WhiteLabelForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const onSave = () => {
    save.mutate(settingsFromForm(form), {
      onSuccess: (saved) => {
        setForm(formFromSettings(saved.settings));
        toast({ variant: "success", ...copy.toasts.saved });
      },
      onError: failureToast,
    });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        className="flex min-w-0 flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? copy.saving : copy.save}
          </Button>
          {dirty ? (
            <p className="text-sm text-muted-foreground" data-testid="white-label-unsaved">
              {copy.unsaved}
            </p>
          ) : null}
        </div>
        <Tabs defaultValue="branding" className="flex flex-col gap-4">
          <TabsList className="self-start">
            <TabsTrigger value="branding">{copy.tabs.branding}</TabsTrigger>
            <TabsTrigger value="content">{copy.tabs.content}</TabsTrigger>
            <TabsTrigger value="domains">{copy.tabs.domains}</TabsTrigger>
          </TabsList>
          <TabsContent value="branding">
            <BrandingTab form={form} set={set} />
          </TabsContent>
          <TabsContent value="content">
            <Card>
              <CardContent className="flex flex-col gap-3 pt-6">
                {TOGGLES.map((key) => (
                  <ToggleRow
                    key={key}
                    label={copy.content[key].label}
                    description={copy.content[key].description}
                    checked={form[key]}
                    onChange={(checked) => set(key, checked)}
                  />
                ))}
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="domains">
            <DomainsTab answer={answer} form={form} set={set} />
          </TabsContent>
        </Tabs>
      </form>
      <BrandPreview form={form} />
    </div>
  );
}

type Setter = <K extends keyof WhiteLabelForm>(key: K, value: WhiteLabelForm[K]) => void;

function BrandingTab({ form, set }: { form: WhiteLabelForm; set: Setter }) {
  const nameId = useId();
  const footerId = useId();
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-6">
        <div className="flex flex-col gap-2">
          <Label htmlFor={nameId}>{copy.branding.companyName}</Label>
          <Input
            id={nameId}
            value={form.companyName}
            maxLength={100}
            placeholder={copy.branding.companyNamePlaceholder}
            onChange={(event) => set("companyName", event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={footerId}>{copy.branding.emailFooter}</Label>
          <Input
            id={footerId}
            value={form.emailFooter}
            maxLength={200}
            onChange={(event) => set("emailFooter", event.target.value)}
          />
        </div>
        <ImageField
          label={copy.branding.logo}
          hint={copy.branding.logoHint}
          value={form.logo}
          maxBytes={IMAGE_LIMITS.logo}
          onChange={(value) => set("logo", value)}
        />
        <ImageField
          label={copy.branding.favicon}
          hint={copy.branding.faviconHint}
          value={form.favicon}
          maxBytes={IMAGE_LIMITS.favicon}
          onChange={(value) => set("favicon", value)}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <ColorField
            label={copy.branding.primaryColor}
            value={form.primaryColor}
            onChange={(value) => set("primaryColor", value)}
          />
          <ColorField
            label={copy.branding.secondaryColor}
            value={form.secondaryColor}
            onChange={(value) => set("secondaryColor", value)}
          />
          <ColorField
            label={copy.branding.accentColor}
            value={form.accentColor}
            onChange={(value) => set("accentColor", value)}
          />
        </div>
      </CardContent>
    </Card>
  );
}

const STATUS_VARIANT = {
  none: "secondary",
  pending: "warning",
  verified: "success",
  failed: "danger",
} as const;

function DomainsTab({
  answer,
  form,
  set,
}: {
  answer: WhiteLabelResponse;
  form: WhiteLabelForm;
  set: Setter;
}) {
  const id = useId();
  const verify = useVerifyDomain();
  const saved = answer.settings.customDomain;
  const unsavedDomain = form.customDomain.trim().toLowerCase() !== (saved ?? "");
  const { domain } = answer;

  const onVerify = () =>
    verify.mutate(undefined, {
      onSuccess: (result) =>
        toast(
          result.domain.status === "verified"
            ? { variant: "success", ...copy.toasts.verified }
            : { variant: "destructive", ...copy.toasts.verifyFailed },
        ),
      onError: failureToast,
    });

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex flex-col gap-2">
          <Label htmlFor={id}>{copy.domains.customDomain}</Label>
          <Input
            id={id}
            value={form.customDomain}
            placeholder={copy.domains.placeholder}
            aria-describedby={`${id}-hint`}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => set("customDomain", event.target.value)}
          />
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {copy.domains.cnameHint(domain.cnameTarget)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3" data-testid="white-label-domain-status">
          <Badge variant={STATUS_VARIANT[domain.status]}>
            {copy.domains.status[domain.status]}
          </Badge>
          {domain.checkedAt ? (
            <span className="text-xs text-muted-foreground">
              {copy.domains.checkedAt(new Date(domain.checkedAt).toLocaleString("nl-NL"))}
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            disabled={!saved || unsavedDomain || verify.isPending}
            onClick={onVerify}
          >
            {verify.isPending ? copy.domains.verifying : copy.domains.verify}
          </Button>
          {saved && unsavedDomain ? (
            <p className="text-sm text-muted-foreground">{copy.domains.saveFirst}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
