import { UpgradeCard } from "@/components/ui/upgrade-card";
import { useT } from "@/i18n";

/** State 1 (docs/product.md §4): no white label on this plan — also what a visitor without a session sees. */
export function UpgradePanel() {
  const { t } = useT("whiteLabel");
  const copy = {
    title: t("noAccess.title"),
    description: t("noAccess.description"),
    button: t("noAccess.button"),
  };
  return <UpgradeCard copy={copy} testId="white-label-upgrade" />;
}
