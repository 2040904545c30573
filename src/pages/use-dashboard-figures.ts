import { useState } from "react";
import type { DashboardFigures } from "@/features/dashboard";
import { useOnboarding } from "@/features/onboarding/customer-area";
import { useReports } from "@/features/reports/customer-area";

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The dashboard's figures from the customer's own data: reports of the last 30 days and the
 * keywords of the business profile. Blog drafts and business-profile posts have no data source yet
 * (content automation, issue 12): they are truly 0, and the cards say what happens next. A figure
 * that could not be loaded stays "…" rather than a made-up number.
 */
export function useDashboardFigures(): DashboardFigures {
  const reports = useReports();
  const onboarding = useOnboarding();
  // The window is fixed when the dashboard opens (render must not read the clock).
  const [since] = useState(() => Date.now() - THIRTY_DAYS_MS);
  return {
    reports: reports.isSuccess
      ? reports.data.reports.filter((report) => Date.parse(report.createdAt) >= since).length
      : null,
    keywords: onboarding.isSuccess ? (onboarding.data.profile?.keywords.length ?? 0) : null,
    "blog-drafts": 0,
    "profile-posts": 0,
  };
}
