import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n";

/** A grey outline of the calendar while it loads (announced once as 'Contentkalender laden…'). */
export function ContentSkeleton() {
  const { t } = useT("content");
  return (
    <div role="status" className="flex flex-col gap-3" data-testid="content-loading">
      <span className="sr-only">{t("loading")}</span>
      <div className="h-6 w-48 animate-pulse rounded bg-muted" aria-hidden="true" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="h-24 animate-pulse rounded-lg bg-muted" aria-hidden="true" />
      ))}
    </div>
  );
}

export function ContentError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useT("content");
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}

/** No plan or no profile yet: the contract's message and the one step that unlocks the calendar. */
export function ContentBlocked({
  message,
  action,
  href,
}: {
  message: string;
  action: ReactNode;
  href: string;
}) {
  return (
    <div
      className="flex flex-col items-start gap-3 rounded-lg border p-6"
      data-testid="content-blocked"
    >
      <p>{message}</p>
      <Button asChild>
        <Link to={href}>{action}</Link>
      </Button>
    </div>
  );
}
