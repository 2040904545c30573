import { UpgradeCard } from "@/components/ui/upgrade-card";
import { whiteLabelContent as copy } from "@/content/white-label";

/** State 1 (docs/product.md §4): no white label on this plan — also what a visitor without a session sees. */
export function UpgradePanel() {
  return <UpgradeCard copy={copy.noAccess} testId="white-label-upgrade" />;
}
