import { useState } from "react";
import type { WhiteLabelResponse } from "@contract/white-label";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import { toast } from "@/components/ui/use-toast";
import { useFormCopy } from "@/i18n";
import { useSaveWhiteLabel } from "../api/save-white-label";
import { formFromSettings, isDirty, settingsFromForm, type WhiteLabelForm } from "../model";
import { BrandPreview } from "./brand-preview";
import { BrandingTab } from "./branding-tab";
import { DomainsTab } from "./domains-tab";
import { useFailureToast } from "./failure-toast";
import { ToggleRow } from "./form-fields";
import { useWhiteLabelCopy } from "./use-white-label-copy";

const TOGGLES = [
  "removePoweredBy",
  "customEmailTemplates",
  "customReports",
  "clientLogin",
] as const;

/**
 * State 3 (docs/product.md §4): the settings in three tabs with a live preview. The draft lives here, above
 * the tabs, so switching tabs keeps it; it becomes the saved state only when the server confirmed.
 */
export function SettingsForm({ answer }: { answer: WhiteLabelResponse }) {
  const [form, setForm] = useState<WhiteLabelForm>(() => formFromSettings(answer.settings));
  const save = useSaveWhiteLabel();
  const { t, field } = useWhiteLabelCopy();
  const formCopy = useFormCopy();
  const failureToast = useFailureToast();
  const dirty = isDirty(form, answer.settings);

  const set = <K extends keyof WhiteLabelForm>(key: K, value: WhiteLabelForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const onSave = () => {
    save.mutate(settingsFromForm(form), {
      onSuccess: (saved) => {
        setForm(formFromSettings(saved.settings));
        toast({
          variant: "success",
          title: t("toasts.saved.title"),
          description: t("toasts.saved.description"),
        });
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
        <UnsavedChangesGuard when={dirty} copy={formCopy.unsavedChanges} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("saving") : t("save")}
          </Button>
          {dirty ? (
            <p className="text-sm text-muted-foreground" data-testid="white-label-unsaved">
              {t("unsaved")}
            </p>
          ) : null}
        </div>
        <Tabs defaultValue="branding" className="flex flex-col gap-4">
          <TabsList className="self-start">
            <TabsTrigger value="branding">{t("tabs.branding")}</TabsTrigger>
            <TabsTrigger value="content">{t("tabs.content")}</TabsTrigger>
            <TabsTrigger value="domains">{t("tabs.domains")}</TabsTrigger>
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
                    label={field(key)}
                    description={t(`content.${key}`)}
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
