import { useState } from "react";
import type { WhiteLabelResponse } from "@contract/white-label";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import { toast } from "@/components/ui/use-toast";
import { unsavedChangesContent } from "@/content/forms";
import { whiteLabelContent as copy } from "@/content/white-label";
import { useSaveWhiteLabel } from "../api/save-white-label";
import { formFromSettings, isDirty, settingsFromForm, type WhiteLabelForm } from "../model";
import { BrandPreview } from "./brand-preview";
import { BrandingTab } from "./branding-tab";
import { DomainsTab } from "./domains-tab";
import { failureToast } from "./failure-toast";
import { ToggleRow } from "./form-fields";

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
  const dirty = isDirty(form, answer.settings);

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
        <UnsavedChangesGuard when={dirty} copy={unsavedChangesContent} />
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
