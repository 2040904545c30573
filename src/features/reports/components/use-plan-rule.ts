import { PLAN_FACTS } from "@contract/plans";
import { formatList, useLocale, useT } from "@/i18n";

/** The plans whose scans give the full monthly report and its PDF ("Ultimate", "Power"). */
const FULL_REPORT_PLANS = PLAN_FACTS.filter((plan) => plan.monthlyReport).map((plan) => plan.name);

/** The plan rule, said once wherever a checklist is shown; the plans come from the catalogue. */
export function usePlanRule(): string {
  const { t } = useT("reports");
  const locale = useLocale();
  return t("planRule", { plans: formatList(FULL_REPORT_PLANS, locale) });
}
