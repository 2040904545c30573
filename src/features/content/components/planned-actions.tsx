import { PenLine, Shuffle } from "lucide-react";
import type { ContentPost } from "@contract/content";
import { BusyButton } from "@/components/ui/busy-button";
import { useT } from "@/i18n";
import { useSwapTopic } from "../api/swap-topic";
import { useWriteNow } from "../api/write-now";
import { useContentToasts } from "./mutation-toasts";
import { TopicDialog } from "./topic-dialog";

/** What can be done before a post is written: edit or swap its topic, or write it now. */
export function PlannedActions({
  post,
  onWriteQueued,
}: {
  post: ContentPost;
  onWriteQueued: (id: string) => void;
}) {
  const { t } = useT("content");
  const toasts = useContentToasts();
  const swap = useSwapTopic();
  const write = useWriteNow();
  const busy = swap.isPending || write.isPending;
  return (
    <>
      <TopicDialog post={post} />
      <BusyButton
        type="button"
        variant="outline"
        size="sm"
        busy={swap.isPending}
        busyLabel={t("swapping")}
        disabled={busy}
        icon={<Shuffle aria-hidden="true" />}
        onClick={() =>
          swap.mutate(
            { id: post.id },
            {
              onSuccess: () => toasts.success("topicSwapped"),
              onError: (error) => toasts.failure(error),
            },
          )
        }
      >
        {t("swapTopic")}
      </BusyButton>
      <BusyButton
        type="button"
        size="sm"
        busy={write.isPending}
        busyLabel={t("sendingWrite")}
        disabled={busy}
        icon={<PenLine aria-hidden="true" />}
        onClick={() =>
          write.mutate(
            { id: post.id },
            {
              onSuccess: () => {
                onWriteQueued(post.id);
                toasts.success("writeQueued");
              },
              onError: (error) => toasts.failure(error),
            },
          )
        }
      >
        {t("writeNow")}
      </BusyButton>
    </>
  );
}
