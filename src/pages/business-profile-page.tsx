import { onboardingContent as copy } from "@/content/onboarding";
import { SiteFactReview } from "@/features/onboarding/customer-area";
import { ProfilePageFrame } from "./profile-page-parts";

/**
 * /dashboard/profile: the same profile, edited later ('Bedrijfsprofiel'), with what the latest
 * scan found on the website under it.
 */
export function BusinessProfilePage() {
  return (
    <ProfilePageFrame
      path="/dashboard/profile"
      title={copy.profileTitle}
      intro={copy.profileIntro}
      below={<SiteFactReview />}
    />
  );
}
