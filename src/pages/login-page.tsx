import { useSearchParams } from "react-router-dom";
import { LOGIN_MODE_PARAM } from "@/config/paths";
import { LanguageChoice } from "@/features/account";
import { LoginScreen } from "@/features/auth";
import {
  brandStyle,
  ClientLoginBrand,
  useClientBranding,
} from "@/features/white-label/client-login";
import { useDocumentLanguage } from "@/i18n";
import { PageHead } from "./page-head";

export function LoginPage() {
  const [searchParams] = useSearchParams();
  // On a reseller's verified domain: their name, logo and colours (white-label client login).
  const branding = useClientBranding();
  useDocumentLanguage();
  return (
    <>
      <PageHead path="/login" />
      <div style={brandStyle(branding)}>
        {branding ? <ClientLoginBrand branding={branding} /> : null}
        {/* Not signed in yet: the choice is kept in this browser; after sign-in the profile's
            choice, if any, wins. */}
        <div className="container flex justify-end pt-4">
          <LanguageChoice saveToAccount={false} />
        </div>
        <LoginScreen
          returnUrl={searchParams.get("returnUrl")}
          mode={searchParams.get(LOGIN_MODE_PARAM)}
        />
      </div>
    </>
  );
}
