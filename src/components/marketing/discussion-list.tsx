import { MessageSquare } from "lucide-react";
import { Badge } from "@/components/ui/badge";

export interface Discussion {
  title: string;
  author: string;
  replies: number;
  category: string;
}

export interface DiscussionListLabels {
  /** e.g. "Gestart door". */
  startedBy: string;
  /** e.g. (n) => `${n} reacties`. */
  replies: (count: number) => string;
}

interface DiscussionListProps {
  discussions: readonly Discussion[];
  labels: DiscussionListLabels;
}

/** Sample community threads. They are examples, so they are shown as text rather than links. */
export function DiscussionList({ discussions, labels }: DiscussionListProps) {
  return (
    <ul className="mx-auto max-w-3xl space-y-4">
      {discussions.map((discussion) => (
        <li key={discussion.title}>
          <article className="rounded-lg border bg-card p-5 shadow-sm sm:p-6">
            <Badge variant="secondary">{discussion.category}</Badge>
            <h3 className="mt-3 text-lg font-semibold leading-snug">{discussion.title}</h3>
            <p className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
              <span>
                {labels.startedBy}{" "}
                <span className="font-medium text-foreground">{discussion.author}</span>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <MessageSquare aria-hidden="true" className="size-4" />
                {labels.replies(discussion.replies)}
              </span>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
