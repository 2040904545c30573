import { WHITE_LABEL_LIMITS } from "@contract/white-label";
import { Card, CardContent } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { formFieldContent } from "@/content/forms";
import { whiteLabelContent as copy } from "@/content/white-label";
import { IMAGE_LIMITS, type WhiteLabelForm } from "../model";
import { ColorField, ImageField } from "./form-fields";

/** Changes one field of the draft kept by the settings form. */
export type SetWhiteLabelField = <K extends keyof WhiteLabelForm>(
  key: K,
  value: WhiteLabelForm[K],
) => void;

/** The Branding tab: company name, e-mail footer, logo, favicon and the three colours. */
export function BrandingTab({ form, set }: { form: WhiteLabelForm; set: SetWhiteLabelField }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-6">
        <Field
          label={copy.branding.companyName}
          maxLength={WHITE_LABEL_LIMITS.companyNameMax}
          cutNotice={formFieldContent.pasteCut}
        >
          {(control) => (
            <Input
              {...control}
              value={form.companyName}
              placeholder={copy.branding.companyNamePlaceholder}
              onChange={(event) => set("companyName", event.target.value)}
            />
          )}
        </Field>
        <Field
          label={copy.branding.emailFooter}
          maxLength={WHITE_LABEL_LIMITS.emailFooterMax}
          cutNotice={formFieldContent.pasteCut}
        >
          {(control) => (
            <Input
              {...control}
              value={form.emailFooter}
              onChange={(event) => set("emailFooter", event.target.value)}
            />
          )}
        </Field>
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
