import { useSearchParams } from "react-router-dom";
import { LOGIN_MODE_PARAM } from "@/config/paths";
import { LoginScreen } from "@/features/auth";
import { PageHead } from "./page-head";

export function LoginPage() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHead path="/login" />
      <LoginScreen
        returnUrl={searchParams.get("returnUrl")}
        mode={searchParams.get(LOGIN_MODE_PARAM)}
      />
    </>
  );
}
