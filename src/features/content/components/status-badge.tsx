import type { PostStatus } from "@contract/content";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { useT } from "@/i18n";

const VARIANTS: Record<PostStatus, BadgeProps["variant"]> = {
  planned: "outline",
  writing: "secondary",
  draft: "warning",
  review: "danger",
  approved: "success",
  published: "default",
  failed: "danger",
};

/** The post's status in the screen's language. */
export function StatusBadge({ status }: { status: PostStatus }) {
  const { t } = useT("content");
  return <Badge variant={VARIANTS[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** The analyzer's score of a written draft: green from 80, yellow from 50. */
export function ScoreBadge({ score }: { score: number }) {
  const { t } = useT("content");
  const variant = score >= 80 ? "success" : score >= 50 ? "warning" : "danger";
  return (
    <Badge variant={variant} title={t("scoreLabel", { score })}>
      {t("score", { score })}
    </Badge>
  );
}
