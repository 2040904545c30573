import { UpgradeCard } from "@/components/ui/upgrade-card";
import { apiAccessPlanNames } from "@/content/plans";
import { formatList, useLocale, useT } from "@/i18n";

/** The plan has no API access: which plans do, and the way to /pricing. */
export function NoApiAccess() {
  const { t } = useT("apiKeys", { keyPrefix: "noAccess" });
  const locale = useLocale();
  const copy = {
    title: t("title"),
    description: t("description", { plans: formatList(apiAccessPlanNames, locale) }),
    button: t("button"),
  };
  return <UpgradeCard copy={copy} testId="api-keys-no-access" />;
}
