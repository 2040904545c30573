import { useSearchParams } from "react-router-dom";
import { LOGIN_MODE_PARAM } from "@/config/paths";
import { LoginScreen } from "@/features/auth";
import {
  brandStyle,
  ClientLoginBrand,
  useClientBranding,
} from "@/features/white-label/client-login";
import { PageHead } from "./page-head";

export function LoginPage() {
  const [searchParams] = useSearchParams();
  // On a reseller's verified domain: their name, logo and colours (white-label client login).
  const branding = useClientBranding();
  return (
    <>
      <PageHead path="/login" />
      <div style={brandStyle(branding)}>
        {branding ? <ClientLoginBrand branding={branding} /> : null}
        <LoginScreen
          returnUrl={searchParams.get("returnUrl")}
          mode={searchParams.get(LOGIN_MODE_PARAM)}
        />
      </div>
    </>
  );
}
