import { termsPage, termsSections } from "@/content/legal/terms";
import { LegalPage } from "./legal-page";

export function TermsOfServicePage() {
  return <LegalPage path="/terms-of-service" hero={termsPage.hero} sections={termsSections} />;
}
