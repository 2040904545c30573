import { UpgradeCard } from "@/components/ui/upgrade-card";
import { apiSettingsContent as copy } from "@/content/api-settings";

/** The plan has no API access: which plans do, and the way to /pricing. */
export function NoApiAccess() {
  return <UpgradeCard copy={copy.noAccess} testId="api-keys-no-access" />;
}
