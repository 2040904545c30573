import { CHECK_GROUPS, CHECK_WEIGHTS, draftScore, REVIEW_SCORE_CAP } from "@contract/draft-checks";
import type { ContentPost } from "@contract/content";
import { formatNumber, useLocale, useT } from "@/i18n";
import { CheckGroupList } from "./check-group-list";
import { EditorSection } from "./editor-section";
import { FactsUsed } from "./facts-used";
import { ScoreBadge } from "./status-badge";

/**
 * The score of the saved draft and why it is what it is: the points earned per check (the same
 * calculation the server stored it with), the cap while a content check fails, every check by
 * group with the reason it failed, and the facts of the customer's own site the draft uses.
 */
export function DraftChecks({ post }: { post: ContentPost }) {
  const checks = post.checks ?? [];
  const { earned, total, capped } = draftScore(checks);
  const { t } = useT("content");
  const locale = useLocale();
  return (
    <EditorSection title={t("checks.heading")}>
      {post.status === "review" && (
        <p className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          {t("checks.reviewNotice")}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {post.score !== null && <ScoreBadge score={post.score} />}
        {post.wordCount !== null && (
          <span className="text-muted-foreground">
            {t("editor.wordCount", {
              count: post.wordCount,
              figure: formatNumber(post.wordCount, locale),
            })}
          </span>
        )}
      </div>
      {checks.length > 0 && (
        <p className="text-sm text-muted-foreground" data-testid="score-explanation">
          {t("checks.scoreExplained", { earned, total, ...CHECK_WEIGHTS })}
          {capped && ` ${t("checks.scoreCapped", { cap: REVIEW_SCORE_CAP })}`}
        </p>
      )}
      {CHECK_GROUPS.map((group) => (
        <CheckGroupList
          key={group}
          title={t(`checks.groups.${group}`)}
          checks={checks.filter((check) => check.group === group)}
        />
      ))}
      <FactsUsed facts={post.factsUsed} />
      {post.unplacedKeywords.length > 0 && (
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {t("editor.unplacedKeywords", { keywords: post.unplacedKeywords.join(", ") })}
        </p>
      )}
    </EditorSection>
  );
}
