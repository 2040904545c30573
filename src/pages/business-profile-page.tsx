import { onboardingContent as copy } from "@/content/onboarding";
import { ProfilePageFrame } from "./profile-page-parts";

/** /dashboard/profile: the same profile, edited later ('Bedrijfsprofiel'). */
export function BusinessProfilePage() {
  return (
    <ProfilePageFrame
      path="/dashboard/profile"
      title={copy.profileTitle}
      intro={copy.profileIntro}
    />
  );
}
