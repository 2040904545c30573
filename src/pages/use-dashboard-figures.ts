import { useState } from "react";
import { contentFigures, useContentOverview } from "@/features/content/customer-area";
import type { DashboardFigures } from "@/features/dashboard";
import { useOnboarding } from "@/features/onboarding/customer-area";
import { useReports } from "@/features/reports/customer-area";

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The dashboard's figures from the customer's own data: reports of the last 30 days, the keywords
 * of the business profile, and from the content overview (issue 12) the drafts written this period
 * and the business-profile posts ready to copy. While a figure is 0 its card says what happens
 * next. A figure that could not be loaded stays "…" rather than a made-up number.
 */
export function useDashboardFigures(): DashboardFigures {
  const reports = useReports();
  const onboarding = useOnboarding();
  const content = useContentOverview();
  const figures = content.isSuccess ? contentFigures(content.data) : null;
  // The window is fixed when the dashboard opens (render must not read the clock).
  const [since] = useState(() => Date.now() - THIRTY_DAYS_MS);
  return {
    reports: reports.isSuccess
      ? reports.data.reports.filter((report) => Date.parse(report.createdAt) >= since).length
      : null,
    keywords: onboarding.isSuccess ? (onboarding.data.profile?.keywords.length ?? 0) : null,
    "blog-drafts": figures?.drafts ?? null,
    "profile-posts": figures?.profilePosts ?? null,
  };
}
