import type { PostStatus } from "@contract/content";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { contentCalendarContent as copy } from "@/content/content-calendar";

const VARIANTS: Record<PostStatus, BadgeProps["variant"]> = {
  planned: "outline",
  writing: "secondary",
  draft: "warning",
  review: "danger",
  approved: "success",
  published: "default",
  failed: "danger",
};

/** The post's status in Dutch. */
export function StatusBadge({ status }: { status: PostStatus }) {
  return <Badge variant={VARIANTS[status]}>{copy.statuses[status]}</Badge>;
}

/** The analyzer's score of a written draft: green from 80, yellow from 50. */
export function ScoreBadge({ score }: { score: number }) {
  const variant = score >= 80 ? "success" : score >= 50 ? "warning" : "danger";
  return (
    <Badge variant={variant} title={copy.scoreLabel(score)}>
      {copy.score(score)}
    </Badge>
  );
}
