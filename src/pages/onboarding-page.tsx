import { onboardingContent as copy } from "@/content/onboarding";
import { ProfilePageFrame } from "./profile-page-parts";

/** /onboarding: the business profile after the first checkout (issue 11). */
export function OnboardingPage() {
  return (
    <ProfilePageFrame
      path="/onboarding"
      title={copy.onboardingTitle}
      intro={copy.onboardingIntro}
    />
  );
}
