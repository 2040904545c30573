import { useT } from "@/i18n";
import type { Captcha } from "../captcha/use-captcha";

/**
 * Where the CAPTCHA widget is drawn, above the button it protects. Its height is kept while the
 * script loads, so the button does not jump when the widget appears; a script that cannot load
 * (blocked, offline) is said in words, because the widget itself then never shows.
 */
export function CaptchaField({ captcha: { status, attach } }: { captcha: Captcha }) {
  const { t } = useT("auth");
  if (status === "off") return null;
  return (
    <div className="flex min-h-[65px] flex-col justify-center gap-2" data-testid="captcha">
      <div ref={attach} />
      {status === "loading" && (
        <p className="text-sm text-muted-foreground">{t("captcha.loading")}</p>
      )}
      {status === "unavailable" && (
        <p role="alert" className="text-sm text-red-800">
          {t("captcha.unavailable")}
        </p>
      )}
    </div>
  );
}
