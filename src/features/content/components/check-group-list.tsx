import { useId } from "react";
import { Check, X } from "lucide-react";
import type { DraftCheckItem } from "@contract/content";
import { contentCalendarContent } from "@/content/content-calendar";
import { cn } from "@/lib/utils";

const copy = contentCalendarContent.editor;

/** One group of a draft's checks, each passed ✓ or not ✗, with the reason under a failed one. */
export function CheckGroupList({ title, checks }: { title: string; checks: DraftCheckItem[] }) {
  const id = useId();
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
                  {check.label}
                  <span className="sr-only">
                    : {check.passed ? copy.checkPassed : copy.checkFailed}
                  </span>
                </span>
                {/* A passed check's detail is shown too when it says what was measured. */}
                {check.detail && (
                  <span className="text-muted-foreground" data-testid="check-detail">
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
