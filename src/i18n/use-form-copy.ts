import { useTranslation } from "react-i18next";
import { formatNumber } from "./format";
import { useLocale } from "./use-locale";

/**
 * The copy every customer-area form shares, in the active language: the notice under a field
 * whose paste was cut at its limit (`Field`'s `cutNotice`) and the leave-without-saving question
 * (`UnsavedChangesGuard`'s `copy`). The public contact form keeps its Dutch copy in src/content.
 */
export function useFormCopy() {
  const { t } = useTranslation("common");
  const locale = useLocale();
  return {
    pasteCut: (max: number) => t("forms.pasteCut", { limit: formatNumber(max, locale) }),
    unsavedChanges: {
      title: t("forms.unsavedChanges.title"),
      description: t("forms.unsavedChanges.description"),
      stay: t("forms.unsavedChanges.stay"),
      leave: t("forms.unsavedChanges.leave"),
    },
  };
}
