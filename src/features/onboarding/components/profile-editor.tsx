import type { OnboardingResponse } from "@contract/onboarding";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";
import { useFreshOnboarding } from "../api/get-onboarding";
import { ProfileForm } from "./profile-form";

/**
 * Loads the profile, then shows the form prefilled (or empty for onboarding). A profile cached
 * elsewhere is not enough: what the latest scan filled in must be in the form from the start.
 */
export function ProfileEditor({ onSaved }: { onSaved: (answer: OnboardingResponse) => void }) {
  const { t } = useT("profile");
  const onboarding = useFreshOnboarding();
  if (onboarding.isPending || (onboarding.isFetching && !onboarding.isFetchedAfterMount))
    return <p role="status">{t("loading")}</p>;
  if (onboarding.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p>{t("loadFailed")}</p>
        <Button variant="outline" size="sm" onClick={() => void onboarding.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  }
  return <ProfileForm profile={onboarding.data.profile} onSaved={onSaved} />;
}
