import { Archive } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useT } from "@/i18n";
import { useContentOverview } from "../api/get-content-overview";

/** The one sentence about an ended subscription, with the way back to a plan. */
export function SubscriptionEndedBanner() {
  const { t } = useT("content");
  return (
    <section
      aria-label={t("ended.action")}
      className="flex flex-col gap-3 rounded-lg border bg-secondary/60 p-5 sm:flex-row sm:items-center"
      data-testid="subscription-ended"
    >
      <Archive className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p className="min-w-0 flex-1">{t("ended.notice")}</p>
      <Button asChild variant="outline">
        <Link to={paths.pricing}>{t("ended.action")}</Link>
      </Button>
    </section>
  );
}

/** The banner on the dashboard, shown only once the content overview says the posts are read-only. */
export function SubscriptionEndedNotice() {
  const overview = useContentOverview();
  return overview.data?.access === "read-only" ? <SubscriptionEndedBanner /> : null;
}
