import { SiteFactReview } from "@/features/onboarding/customer-area";
import { useT } from "@/i18n";
import { ProfilePageFrame } from "./profile-page-parts";

/**
 * /dashboard/profile: the same profile, edited later ('Bedrijfsprofiel'), with what the latest
 * scan found on the website under it.
 */
export function BusinessProfilePage() {
  const { t } = useT("profile");
  return (
    <ProfilePageFrame
      path="/dashboard/profile"
      title={t("profileTitle")}
      intro={t("profileIntro")}
      below={<SiteFactReview />}
    />
  );
}
