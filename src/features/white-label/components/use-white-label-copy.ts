import { WHITE_LABEL_FIELDS, type WhiteLabelField } from "@contract/white-label";
import { useLocale, useT } from "@/i18n";

/**
 * The white-label screen's words in the active language: the catalogue's `t`, and `field(name)`,
 * a field's label from the contract, the very words the functions' messages name it by.
 */
export function useWhiteLabelCopy() {
  const { t } = useT("whiteLabel");
  const locale = useLocale();
  return { t, locale, field: (name: WhiteLabelField) => WHITE_LABEL_FIELDS[name][locale] };
}
