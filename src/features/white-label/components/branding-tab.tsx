import { WHITE_LABEL_LIMITS } from "@contract/white-label";
import { Card, CardContent } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormCopy } from "@/i18n";
import { IMAGE_LIMITS, type WhiteLabelForm } from "../model";
import { ColorField, ImageField } from "./form-fields";
import { useWhiteLabelCopy } from "./use-white-label-copy";

/** Changes one field of the draft kept by the settings form. */
export type SetWhiteLabelField = <K extends keyof WhiteLabelForm>(
  key: K,
  value: WhiteLabelForm[K],
) => void;

/** The Branding tab: company name, e-mail footer, logo, favicon and the three colours. */
export function BrandingTab({ form, set }: { form: WhiteLabelForm; set: SetWhiteLabelField }) {
  const { t, field } = useWhiteLabelCopy();
  const { pasteCut } = useFormCopy();
  const colors = ["primaryColor", "secondaryColor", "accentColor"] as const;
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-6">
        <Field
          label={field("companyName")}
          maxLength={WHITE_LABEL_LIMITS.companyNameMax}
          cutNotice={pasteCut}
        >
          {(control) => (
            <Input
              {...control}
              value={form.companyName}
              placeholder={t("branding.companyNamePlaceholder")}
              onChange={(event) => set("companyName", event.target.value)}
            />
          )}
        </Field>
        <Field
          label={field("emailFooter")}
          maxLength={WHITE_LABEL_LIMITS.emailFooterMax}
          cutNotice={pasteCut}
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
          label={field("logo")}
          hint={t("branding.logoHint", { maxKb: IMAGE_LIMITS.logo / 1024 })}
          value={form.logo}
          maxBytes={IMAGE_LIMITS.logo}
          onChange={(value) => set("logo", value)}
        />
        <ImageField
          label={field("favicon")}
          hint={t("branding.faviconHint", { maxKb: IMAGE_LIMITS.favicon / 1024 })}
          value={form.favicon}
          maxBytes={IMAGE_LIMITS.favicon}
          onChange={(value) => set("favicon", value)}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          {colors.map((key) => (
            <ColorField
              key={key}
              field={key}
              value={form[key]}
              onChange={(value) => set(key, value)}
            />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
