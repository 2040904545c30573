import type { OnboardingResponse } from "@contract/onboarding";
import { Button } from "@/components/ui/button";
import { onboardingContent as copy } from "@/content/onboarding";
import { useFreshOnboarding } from "../api/onboarding-api";
import { ProfileForm } from "./profile-form";

/**
 * Loads the profile, then shows the form prefilled (or empty for onboarding). A profile cached
 * elsewhere is not enough: what the latest scan filled in must be in the form from the start.
 */
export function ProfileEditor({ onSaved }: { onSaved: (answer: OnboardingResponse) => void }) {
  const onboarding = useFreshOnboarding();
  if (onboarding.isPending || (onboarding.isFetching && !onboarding.isFetchedAfterMount))
    return <p role="status">{copy.loading}</p>;
  if (onboarding.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p>{copy.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void onboarding.refetch()}>
          {copy.retry}
        </Button>
      </div>
    );
  }
  return <ProfileForm profile={onboarding.data.profile} onSaved={onSaved} />;
}
