import { privacyPage, privacySections } from "@/content/legal/privacy";
import { LegalPage } from "./legal-page";

export function PrivacyPolicyPage() {
  return <LegalPage path="/privacy-policy" hero={privacyPage.hero} sections={privacySections} />;
}
