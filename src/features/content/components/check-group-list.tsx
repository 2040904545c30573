import { useId } from "react";
import { Check, X } from "lucide-react";
import type { DraftCheckItem } from "@contract/content";
import { useLocale, useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { checkLabel } from "../copy/check-label";

/**
 * One group of a draft's checks, each passed ✓ or not ✗, with the reason under a failed one. The
 * requirement follows the screen's language; the reason is the checker's own Dutch, as it quotes
 * the Dutch draft.
 */
export function CheckGroupList({ title, checks }: { title: string; checks: DraftCheckItem[] }) {
  const id = useId();
  const { t } = useT("content");
  const locale = useLocale();
  if (checks.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <h4 id={id} className="text-sm font-semibold">
        {title}
      </h4>
      <ul aria-labelledby={id} className="flex flex-col gap-2 text-sm" data-testid="draft-checks">
        {checks.map((check) => {
          const Icon = check.passed ? Check : X;
          return (
            <li key={check.id} className="flex items-start gap-2">
              <Icon
                className={cn(
                  "mt-0.5 size-4 shrink-0",
                  check.passed ? "text-green-700" : "text-destructive",
                )}
                aria-hidden="true"
              />
              <span className="flex min-w-0 flex-col gap-1 [overflow-wrap:anywhere]">
                <span>
                  {checkLabel(check, locale, t)}
                  <span className="sr-only">
                    : {check.passed ? t("checks.passed") : t("checks.failed")}
                  </span>
                </span>
                {/* A passed check's detail is shown too when it says what was measured. */}
                {check.detail && (
                  // The checker words its reasons in Dutch, quoting the Dutch draft.
                  <span lang="nl" className="text-muted-foreground" data-testid="check-detail">
                    {check.detail}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
