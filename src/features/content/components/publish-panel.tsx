import { ExternalLink, Send } from "lucide-react";
import type { ContentOverview, ContentPost } from "@contract/content";
import { BusyButton } from "@/components/ui/busy-button";
import { contentCalendarContent } from "@/content/content-calendar";
import { usePublishWordPress } from "../api/content-actions";
import { EditorSection } from "./editor-section";
import { toastFailure, toastSuccess } from "./mutation-toasts";
import { WordPressForm } from "./wordpress-form";

const copy = contentCalendarContent.publish;

/**
 * 'Publiceer naar WordPress' for an approved post on a connected site; otherwise the one step
 * that is missing (the connection form right here, so the customer need not leave the draft). Once published, the link to the WordPress draft.
 */
export function PublishPanel({
  post,
  wordpress,
}: {
  post: ContentPost;
  wordpress: ContentOverview["wordpress"];
}) {
  const publish = usePublishWordPress();
  const link = post.wordpressLink ?? publish.data?.post?.wordpressLink ?? null;
  return (
    <EditorSection title={copy.heading}>
      <div aria-live="polite" className="flex flex-col gap-3 text-sm">
        {post.status === "published" || link ? (
          <>
            <p>{copy.done}</p>
            {link && (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
              >
                {copy.view}
                <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            )}
          </>
        ) : post.status !== "approved" ? (
          <p className="text-muted-foreground">{copy.needsApproval}</p>
        ) : !wordpress.connected ? (
          <>
            <p className="text-muted-foreground">{copy.needsConnection}</p>
            <WordPressForm />
          </>
        ) : (
          <div>
            <BusyButton
              type="button"
              busy={publish.isPending}
              busyLabel={copy.busy}
              icon={<Send aria-hidden="true" />}
              onClick={() =>
                publish.mutate(
                  { id: post.id },
                  {
                    onSuccess: () => toastSuccess(contentCalendarContent.toasts.published),
                    onError: (error) => toastFailure(error),
                  },
                )
              }
            >
              {copy.button}
            </BusyButton>
          </div>
        )}
      </div>
    </EditorSection>
  );
}
