import { Check, X } from "lucide-react";
import type { ContentPost } from "@contract/content";
import { contentCalendarContent } from "@/content/content-calendar";
import { cn } from "@/lib/utils";
import { EditorSection } from "./editor-section";
import { ScoreBadge } from "./status-badge";

const copy = contentCalendarContent.editor;

/** The analyzer's score and its on-page checks of the saved draft, passed ✓ or not ✗. */
export function DraftChecks({ post }: { post: ContentPost }) {
  return (
    <EditorSection title={copy.checksHeading}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {post.score !== null && <ScoreBadge score={post.score} />}
        {post.wordCount !== null && (
          <span className="text-muted-foreground">{copy.wordCount(post.wordCount)}</span>
        )}
      </div>
      {post.checks && post.checks.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm" data-testid="draft-checks">
          {post.checks.map((check) => {
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
                <span className="min-w-0">
                  {check.label}
                  <span className="sr-only">
                    : {check.passed ? copy.checkPassed : copy.checkFailed}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </EditorSection>
  );
}
