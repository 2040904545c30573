import { SearchConsoleCard } from "@/features/search-console/customer-area";
import { useT } from "@/i18n";
import { ProfilePageFrame } from "./profile-page-parts";

/**
 * /onboarding: the business profile after the first checkout (issue 11), and at its end the
 * offer to connect Google Search Console (issue 21). Leaving for Google's consent page with an
 * unsaved profile asks first (the profile form's leave guard), so nothing typed is lost.
 */
export function OnboardingPage() {
  const { t } = useT("profile");
  return (
    <ProfilePageFrame
      path="/onboarding"
      title={t("onboardingTitle")}
      intro={t("onboardingIntro")}
      below={<SearchConsoleCard />}
    />
  );
}
