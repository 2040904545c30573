import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";
import { AuthStatus } from "@/features/auth";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSubscription } from "@/features/billing/customer-area";
import { ProfileEditor } from "@/features/onboarding/customer-area";
import { useT } from "@/i18n";
import { PageHead } from "./page-head";

/**
 * The page around the business profile form, for /onboarding and /dashboard/profile: the profile
 * needs a plan (the function refuses it otherwise), so a visitor without one sees the way to the
 * plans instead of a form that cannot be saved.
 */
export function ProfilePageFrame({
  path,
  title,
  intro,
  below,
}: {
  path: "/onboarding" | "/dashboard/profile";
  title: string;
  intro: ReactNode;
  /** Shown under the form once the visitor has a plan (the site facts in Bedrijfsprofiel). */
  below?: ReactNode;
}) {
  const navigate = useNavigate();
  const subscription = useSubscription();
  const { t } = useT(["profile", "auth"]);
  return (
    <>
      <PageHead path={path} heading={title} />
      <div className="container flex max-w-3xl flex-col gap-8 py-10">
        <header>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 text-muted-foreground">{intro}</p>
        </header>
        {subscription.isPending ? (
          <AuthStatus label={t("auth:session.loading")} />
        ) : subscription.data?.subscribed === false ? (
          <section aria-labelledby="needs-plan" className="rounded-lg border p-6">
            <h2 id="needs-plan" className="text-xl font-semibold">
              {t("needsPlanTitle")}
            </h2>
            <p className="mt-2 text-muted-foreground">{t("needsPlanText")}</p>
            <Button asChild className="mt-4">
              <Link to={paths.pricing}>{t("needsPlanAction")}</Link>
            </Button>
          </section>
        ) : (
          <>
            <ProfileEditor onSaved={() => navigate(paths.dashboard)} />
            {below}
          </>
        )}
      </div>
    </>
  );
}
