import { WHITE_LABEL_DEFAULTS } from "@contract/white-label";
import { useT } from "@/i18n";
import type { WhiteLabelForm } from "../model";
import { HEX_COLOR } from "../model";

const safe = (value: string, fallback: string) => (HEX_COLOR.test(value) ? value : fallback);

/**
 * A live preview of a report header and a client login card in the chosen brand. Names, footers
 * and domains are the reseller's free text (up to 100, 200 and 253 characters, often without a
 * space): they wrap anywhere inside the cards instead of running out of them on a phone.
 */
export function BrandPreview({ form }: { form: WhiteLabelForm }) {
  const { t } = useT("whiteLabel");
  const name = form.companyName.trim() || t("preview.fallbackName");
  const primary = safe(form.primaryColor, WHITE_LABEL_DEFAULTS.primaryColor);
  const secondary = safe(form.secondaryColor, WHITE_LABEL_DEFAULTS.secondaryColor);
  const accent = safe(form.accentColor, WHITE_LABEL_DEFAULTS.accentColor);
  const mark = form.logo ? (
    <img
      src={form.logo}
      alt={t("preview.logoAlt", { name })}
      className="h-8 max-w-32 object-contain"
    />
  ) : null;
  return (
    <section
      aria-labelledby="white-label-preview"
      className="flex flex-col gap-4"
      data-testid="brand-preview"
    >
      <h2 id="white-label-preview" className="text-lg font-semibold">
        {t("preview.title")}
      </h2>
      <div className="overflow-hidden rounded-lg border shadow-sm" data-testid="preview-report">
        <div
          className="flex items-center justify-between gap-3 px-4 py-3 text-white"
          style={{ backgroundColor: primary }}
          data-testid="preview-report-header"
        >
          <div className="flex min-w-0 items-center gap-2">
            {mark}
            <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{name}</span>
          </div>
          <span className="shrink-0 whitespace-nowrap text-xs opacity-90">
            {t("preview.reportPeriod")}
          </span>
        </div>
        <div className="h-1" style={{ backgroundColor: accent }} />
        <div className="px-4 py-3">
          <p className="font-medium" style={{ color: secondary }}>
            {t("preview.reportTitle")}
          </p>
          <p className="mt-2 text-xs text-muted-foreground [overflow-wrap:anywhere]">
            {form.emailFooter}
          </p>
        </div>
      </div>
      <div
        className="mx-auto w-full max-w-xs rounded-lg border-2 bg-background p-4 shadow-sm"
        style={{ borderColor: secondary }}
        data-testid="preview-login"
      >
        <div className="mb-3 flex min-w-0 items-center gap-2">
          {mark}
          <span
            className="min-w-0 font-semibold [overflow-wrap:anywhere]"
            style={{ color: secondary }}
          >
            {name}
          </span>
        </div>
        <p className="mb-2 text-sm font-medium">{t("preview.loginTitle")}</p>
        <div aria-hidden="true" className="flex flex-col gap-2">
          <div className="h-8 rounded border px-2 text-xs leading-8 text-muted-foreground">
            {t("preview.email")}
          </div>
          <div className="h-8 rounded border px-2 text-xs leading-8 text-muted-foreground">
            {t("preview.password")}
          </div>
          <div
            className="h-8 rounded text-center text-sm font-medium leading-8 text-white"
            style={{ backgroundColor: primary }}
          >
            {t("preview.signIn")}
          </div>
        </div>
        <p className="mt-2 text-xs [overflow-wrap:anywhere]" style={{ color: accent }}>
          {form.customDomain || "\u00a0"}
        </p>
      </div>
    </section>
  );
}
