import { LOCALES, type Locale } from "@contract/locale";
import { LanguageSelect } from "@/components/ui/language-select";
import { toast } from "@/components/ui/use-toast";
import { useLocale, useT } from "@/i18n";
import { chooseLocale } from "../locale-sync";

/**
 * 'Nederlands' / 'English' in the account bar and on /login. Signed in, the choice is also saved
 * on the profile; when that fails the language still changes here and a toast says so.
 */
export function LanguageChoice({
  saveToAccount,
  className,
}: {
  saveToAccount: boolean;
  className?: string;
}) {
  const { t } = useT(["common", "account"]);
  const locale = useLocale();
  const options = LOCALES.map((value) => ({ value, label: t(`common:languages.${value}`) }));

  function handleChange(next: Locale) {
    chooseLocale(next, saveToAccount).catch(() => {
      toast({ variant: "destructive", description: t("account:language.notSaved") });
    });
  }

  return (
    <LanguageSelect
      label={t("common:languageLabel")}
      value={locale}
      options={options}
      onChange={handleChange}
      className={className}
    />
  );
}
