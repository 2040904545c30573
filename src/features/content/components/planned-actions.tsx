import { PenLine, Shuffle } from "lucide-react";
import type { ContentPost } from "@contract/content";
import { BusyButton } from "@/components/ui/busy-button";
import { contentCalendarContent as copy } from "@/content/content-calendar";
import { useSwapTopic, useWriteNow } from "../api/content-actions";
import { toastFailure, toastSuccess } from "./mutation-toasts";
import { TopicDialog } from "./topic-dialog";

/** What can be done before a post is written: edit or swap its topic, or write it now. */
export function PlannedActions({
  post,
  onWriteQueued,
}: {
  post: ContentPost;
  onWriteQueued: (id: string) => void;
}) {
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
        busyLabel={copy.swapping}
        disabled={busy}
        icon={<Shuffle aria-hidden="true" />}
        onClick={() =>
          swap.mutate(
            { id: post.id },
            {
              onSuccess: () => toastSuccess(copy.toasts.topicSwapped),
              onError: (error) => toastFailure(error),
            },
          )
        }
      >
        {copy.swapTopic}
      </BusyButton>
      <BusyButton
        type="button"
        size="sm"
        busy={write.isPending}
        busyLabel={copy.sendingWrite}
        disabled={busy}
        icon={<PenLine aria-hidden="true" />}
        onClick={() =>
          write.mutate(
            { id: post.id },
            {
              onSuccess: () => {
                onWriteQueued(post.id);
                toastSuccess(copy.toasts.writeQueued);
              },
              onError: (error) => toastFailure(error),
            },
          )
        }
      >
        {copy.writeNow}
      </BusyButton>
    </>
  );
}
