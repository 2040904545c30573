import { useState } from "react";
import { AuthMessage, displayName, SetNewPasswordForm, useSession } from "@/features/auth";
import {
  BillingNotices,
  DashboardSubscription,
  useSubscription,
} from "@/features/billing/customer-area";
import { ProfileReminder } from "@/features/onboarding/customer-area";
import { SubscriptionEndedNotice } from "@/features/content/customer-area";
import { ScanStatusCard } from "@/features/reports/customer-area";
import { PerformancePanel, SearchConsoleCard } from "@/features/search-console/customer-area";
import { DashboardView, isReturningCustomer } from "@/features/dashboard";
import { useT } from "@/i18n";
import { PageHead } from "./page-head";
import { useDashboardFigures } from "./use-dashboard-figures";
import { useDashboardLead, useTrialAvailable } from "./use-dashboard-lead";

export function DashboardPage() {
  return (
    <>
      <PageHead path="/dashboard" />
      <DashboardContent />
    </>
  );
}

/**
 * A password-reset link lands here with a recovery session: the new-password form comes first,
 * then the normal dashboard with a confirmation. The session guard, TanStack Query and Sign Out
 * come from the customer-area layout route; the payment card (with the ?checkout_success=true
 * toast and polling) from the billing feature.
 */
function DashboardContent() {
  const { recovery, clearRecovery } = useSession();
  const { t } = useT("dashboard");
  const [passwordChanged, setPasswordChanged] = useState(false);

  if (recovery) {
    return (
      <div className="container py-12">
        <h1 className="sr-only">{t("title")}</h1>
        <SetNewPasswordForm
          onDone={() => {
            setPasswordChanged(true);
            clearRecovery();
          }}
        />
      </div>
    );
  }
  return <DashboardOverview passwordChanged={passwordChanged} />;
}

/** The dashboard itself; its data is asked for only once no new password is being set. */
function DashboardOverview({ passwordChanged }: { passwordChanged: boolean }) {
  const { user } = useSession();
  const { t } = useT("auth");
  const figures = useDashboardFigures();
  const lead = useDashboardLead();
  const trialAvailable = useTrialAvailable();
  return (
    <DashboardView
      userName={displayName(user, t("session.fallbackName"))}
      returning={isReturningCustomer(user)}
      billing={<DashboardSubscription />}
      figures={figures}
      lead={lead}
      trialAvailable={trialAvailable}
      notice={
        <>
          {passwordChanged && <AuthMessage kind="success">{t("recovery.success")}</AuthMessage>}
          <BillingNotices />
          <SubscribedProfileReminder />
          <SubscriptionEndedNotice />
        </>
      }
    />
  );
}

/**
 * For paying customers: 'Maak je bedrijfsprofiel af' until onboarding is done (issue 11), then the
 * state of their site scan while it runs or when it failed (issue 19), and the Google Search
 * Console connection with the results it brings (issue 21).
 */
function SubscribedProfileReminder() {
  const subscription = useSubscription();
  return subscription.data?.subscribed ? (
    <>
      <ProfileReminder />
      <ScanStatusCard />
      <SearchConsoleCard />
      <PerformancePanel />
    </>
  ) : null;
}
