import { useState } from "react";
import { whiteLabelMessage, type WhiteLabelMessageCode } from "@contract/white-label";
import { useLocale } from "@/i18n";

/**
 * What is wrong with a field, in the active language and the function's own words (capitalised:
 * it stands alone under the field), once the user has left the field: nobody is told off for a
 * colour or domain they are still typing.
 */
export function useFieldProblem(
  code: WhiteLabelMessageCode | null,
  values?: Record<string, string | number>,
) {
  const locale = useLocale();
  const [left, setLeft] = useState(false);
  const text = code && left ? whiteLabelMessage(code, locale, values) : null;
  return {
    message: text ? text.charAt(0).toUpperCase() + text.slice(1) : null,
    /** Spread on the control: leaving it shows the problem, coming back hides it while typing. */
    watch: { onBlur: () => setLeft(true), onFocus: () => setLeft(false) },
  };
}
