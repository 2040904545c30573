import { privacyNl } from "@/content/legal/privacy";
import { privacyEn } from "@/content/legal/privacy-en";
import { LegalPage } from "./legal-page";

/** The privacy policy in Dutch, the main text. */
export function PrivacyPolicyPage() {
  return <LegalPage path="/privacy-policy" text={privacyNl} />;
}

/** The same policy in English, for customers who chose English. */
export function EnglishPrivacyPolicyPage() {
  return <LegalPage path="/en/privacy-policy" text={privacyEn} />;
}
