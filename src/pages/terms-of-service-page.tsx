import { termsNl } from "@/content/legal/terms";
import { termsEn } from "@/content/legal/terms-en";
import { LegalPage } from "./legal-page";

/** The terms of service in Dutch, the main text. */
export function TermsOfServicePage() {
  return <LegalPage path="/terms-of-service" text={termsNl} />;
}

/** The same terms in English, for customers who chose English. */
export function EnglishTermsOfServicePage() {
  return <LegalPage path="/en/terms-of-service" text={termsEn} />;
}
